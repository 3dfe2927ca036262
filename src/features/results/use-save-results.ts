import { useState } from 'react'
import { useSaveResultsSubmit } from '@/api/auth'
import { useToast, type AuthCredentials, type AuthMode } from '@/components'

/** The results-page account dialog: on success it closes and goes on (`onSaved`). */
export function useSaveResults(onSaved: () => void) {
  const save = useSaveResultsSubmit(useToast())
  const [open, setOpen] = useState(false)

  const submit = async (mode: AuthMode, credentials: AuthCredentials) => {
    await save(mode, credentials)
    setOpen(false)
    onSaved()
  }

  return { open, ask: () => setOpen(true), close: () => setOpen(false), submit }
}
