import { useState } from 'react'
import { useSaveResultsSubmit } from '@/api/auth'
import { useLatestDiagnostic } from '@/api/diagnostic'
import { type AuthCredentials, type AuthMode } from '@/components/auth-dialog'
import { useToast } from '@/components/toast'

/** The results-page account dialog: on success it closes and goes on (`onSaved`). */
export function useSaveResults(onSaved: () => void) {
  const save = useSaveResultsSubmit(useToast())
  // The wizard asked for a name and email already: the sign-up form starts with them.
  const answers = useLatestDiagnostic().data?.answers
  const prefill = { name: answers?.first_name, email: answers?.email }
  const [open, setOpen] = useState(false)

  const submit = async (mode: AuthMode, credentials: AuthCredentials) => {
    await save(mode, credentials)
    setOpen(false)
    onSaved()
  }

  return { open, ask: () => setOpen(true), close: () => setOpen(false), submit, prefill }
}
