import { useState } from 'react'
import { useSaveResultsSubmit } from '@/api/auth'
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
