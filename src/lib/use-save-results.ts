import { useState } from 'react'
import { AUTH_FAILED_MESSAGE, useAuthActions } from '@/api/auth'
import { errorText } from '@/api/error-text'
import { useLatestDiagnostic } from '@/api/diagnostic'
import { useToast } from '@/components/toast'
import type { AuthCredentials, AuthMode } from '@/components/auth-dialog'

/**
 * The account dialog of the results and matches pages (spec sections 2, 4, 8): failures show
 * inline (the promise rejects with the reason, the one message); success toasts, closes and runs
 * the pending action, e.g. going on to /role/{roleId}. Sign-up replaces the stored user id.
 */
export function useSaveResults() {
  const save = useSaveResultsSubmit(useToast())
  // The wizard asked for a name and email already: the sign-up form starts with them.
  const answers = useLatestDiagnostic().data?.answers
  const prefill = { name: answers?.first_name, email: answers?.email }
  const [next, setNext] = useState<(() => void) | null>(null)

  const submit = async (mode: AuthMode, credentials: AuthCredentials) => {
    await save(mode, credentials)
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
    prefill,
  }
}

interface AuthNotice {
  title: string
  description: string
  variant: 'success' | 'destructive'
}

/**
 * The results-page account dialog (spec sections 4 and 8), shared by the results and matches
 * screens: a failure rejects with the reason, shown once inline in the dialog (no toast too);
 * success toasts 'Welcome to SalesPath' (sign-up) or 'Welcome back!' (sign-in).
 */
function useSaveResultsSubmit(notify: (notice: AuthNotice) => void) {
  const actions = useAuthActions()
  return async (
    mode: 'signup' | 'signin',
    credentials: { name?: string; email: string; password: string },
  ) => {
    try {
      if (mode === 'signup') await actions.signUp(credentials)
      else {
        const input = { email: credentials.email, password: credentials.password }
        await actions.signIn(input, { claimGuest: true })
      }
    } catch (error) {
      throw new Error(errorText(error, AUTH_FAILED_MESSAGE), { cause: error })
    }
    notify(
      mode === 'signup'
        ? {
            title: 'Welcome to SalesPath',
            description: 'Your account has been created successfully.',
            variant: 'success',
          }
        : { title: 'Welcome back!', description: 'Your results are saved.', variant: 'success' },
    )
  }
}
