import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { submitAuthDialog } from '@/api/auth'
import { AuthDialog, type AuthMode } from '@/components/auth-dialog'
import { Button, type ButtonProps } from '@/components/button'

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

export interface InPlaceAuthButtonsProps {
  /** One button a mode, in order; the first is the primary one. */
  choices: readonly { mode: AuthMode; label: string }[]
  className: string
  size?: ButtonProps['size']
  onSignedIn?: () => void
}

/** A visitor's way in from where they are: each button opens the in-place dialog in its mode. */
export function InPlaceAuthButtons({
  choices,
  className,
  size,
  onSignedIn,
}: InPlaceAuthButtonsProps) {
  const [mode, setMode] = useState<AuthMode | null>(null)
  return (
    <>
      <div className={className}>
        {choices.map((choice, index) => (
          <Button
            key={choice.mode}
            size={size}
            variant={index === 0 ? undefined : 'outline'}
            onClick={() => {
              setMode(choice.mode)
            }}
          >
            {choice.label}
          </Button>
        ))}
      </div>
      <InPlaceAuthDialog
        mode={mode}
        onClose={() => {
          setMode(null)
        }}
        onSignedIn={onSignedIn}
      />
    </>
  )
}
