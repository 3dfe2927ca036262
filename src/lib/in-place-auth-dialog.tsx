import { useQueryClient } from '@tanstack/react-query'
import { submitAuthDialog } from '@/api/auth'
import { AuthDialog, type AuthMode } from '@/components/auth-dialog'

export interface InPlaceAuthDialogProps {
  /** Open in this mode; null keeps it closed. */
  mode: AuthMode | null
  onClose: () => void
  /** After the account is in and every query refreshed. */
  onSignedIn?: () => void
}

/**
 * Sign in or create an account without leaving the screen: the modal signs the person in, closes,
 * and refreshes every query, so what showed a visitor's data now shows the account's.
 */
export function InPlaceAuthDialog({ mode, onClose, onSignedIn }: InPlaceAuthDialogProps) {
  const queryClient = useQueryClient()
  return (
    <AuthDialog
      open={mode !== null}
      initialMode={mode ?? 'signin'}
      variant="modal"
      onClose={onClose}
      onSubmit={async (chosen, credentials) => {
        await submitAuthDialog(chosen, credentials)
        onClose()
        await queryClient.invalidateQueries()
        onSignedIn?.()
      }}
    />
  )
}
