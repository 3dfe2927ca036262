import { useState } from 'react'
import { authErrorMessage, useAuthActions } from '@/api/auth'
import { useToast, type AuthCredentials, type AuthMode } from '@/components'

/**
 * The results-page account dialog (spec sections 2, 4, 8): a failure shows inline (the promise
 * rejects with the reason) and toasts 'Authentication Error'; success toasts and goes on.
 */
export function useSaveResults(onSaved: () => void) {
  const actions = useAuthActions()
  const toast = useToast()
  const [open, setOpen] = useState(false)

  const submit = async (mode: AuthMode, credentials: AuthCredentials) => {
    try {
      if (mode === 'signup') await actions.signUp(credentials)
      else await actions.signIn({ email: credentials.email, password: credentials.password })
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
    setOpen(false)
    onSaved()
  }

  return { open, ask: () => setOpen(true), close: () => setOpen(false), submit }
}
