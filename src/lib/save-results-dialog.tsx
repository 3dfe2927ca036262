import { AuthDialog } from '@/components/auth-dialog'
import type { useSaveResults } from './use-save-results'

/** The account dialog of `useSaveResults`, as the results and both matches pages show it. */
export function SaveResultsDialog({ save }: { save: ReturnType<typeof useSaveResults> }) {
  return (
    <AuthDialog
      open={save.open}
      onClose={save.close}
      variant="dialog"
      onSubmit={save.submit}
      prefill={save.prefill}
    />
  )
}
