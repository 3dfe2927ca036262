import { useState } from 'react'
import { authErrorMessage, useAuthActions } from '@/api/auth'
import { useToast } from '@/components'
import type { AuthCredentials, AuthMode } from '@/components'

/**
 * The results-page account dialog (spec sections 2, 4, 8): failures show inline (the promise
 * rejects with the reason) and toast 'Authentication Error'; success toasts, closes and runs the
 * pending action, e.g. going on to /role/{roleId}. Sign-up replaces the stored user id.
 */
export function useSaveResults() {
  const actions = useAuthActions()
  const toast = useToast()
  const [next, setNext] = useState<(() => void) | null>(null)

  const submit = async (mode: AuthMode, credentials: AuthCredentials) => {
    try {
      if (mode === 'signup') {
        await actions.signUp({
          name: credentials.name ?? '',
          email: credentials.email,
          password: credentials.password,
        })
      } else {
        await actions.signIn({ email: credentials.email, password: credentials.password })
      }
    } catch (error) {
      const message = authErrorMessage(error)
      toast({ title: 'Authentication Error', description: message, variant: 'destructive' })
      throw new Error(message, { cause: error })
    }
    toast(
      mode === 'signup'
        ? {
            title: 'Welcome to SalesPath',
            description: 'Your account has been created successfully.',
            variant: 'success',
          }
        : { title: 'Welcome back!', description: 'Your results are saved.', variant: 'success' },
    )
    const then = next
    setNext(null)
    then?.()
  }

  return {
    open: next !== null,
    /** Opens the dialog; `then` runs after a successful sign-up or sign-in. */
    ask: (then: () => void) => setNext(() => then),
    close: () => setNext(null),
    submit,
  }
}
