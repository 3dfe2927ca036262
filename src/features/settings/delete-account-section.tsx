import { useState } from 'react'
import { useNavigate } from '@tanstack/react-router'
import { useQueryClient } from '@tanstack/react-query'
import { deleteAccount } from '@/api/account'
import { authKeys } from '@/api/auth'
import { errorText } from '@/api/error-text'
import { Button } from '@/components/button'
import { Dialog } from '@/components/dialog'
import { ErrorBanner } from '@/components/error-banner'
import { TextField } from '@/components/form-field'
import { Icon } from '@/components/icons'
import { useToast } from '@/components/toast'
import { SettingsCard } from './settings-card'

function DeleteDialog({ email, onClose }: { email: string; onClose: () => void }) {
  const [typed, setTyped] = useState('')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const toast = useToast()
  const matches = typed.trim().toLowerCase() === email.toLowerCase()

  async function confirm() {
    setBusy(true)
    setError(null)
    try {
      await deleteAccount(typed)
      queryClient.setQueryData(authKeys.user, null)
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'auth' })
      await navigate({ to: '/' })
      toast({
        title: 'Account deleted',
        description: 'Your account and all its data were removed from this device.',
        variant: 'success',
      })
    } catch (failure) {
      setError(errorText(failure, 'The account could not be deleted.'))
      setBusy(false)
    }
  }

  return (
    <Dialog
      open
      onClose={busy ? () => undefined : onClose}
      title="Delete your account?"
      description="This removes your profile, answers, results, resume insights, roadmap progress, credits, chat and coaching memory from this device, and signs you out. It cannot be undone: export your data first if you may want it back."
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button
            variant="danger"
            loading={busy}
            disabled={!matches}
            onClick={() => void confirm()}
          >
            Delete my account
          </Button>
        </>
      }
    >
      <form
        onSubmit={(event) => {
          event.preventDefault()
          if (matches && !busy) void confirm()
        }}
      >
        <TextField
          label={`Type ${email} to confirm`}
          type="email"
          autoComplete="off"
          value={typed}
          onChange={(event) => {
            setTyped(event.target.value)
          }}
        />
      </form>
      {error === null ? null : (
        <ErrorBanner title="Not deleted" className="mt-4">
          {error}
        </ErrorBanner>
      )}
    </Dialog>
  )
}

/** Deleting the account needs the email typed in a dialog, then signs the user out. */
export function DeleteAccountSection({ email }: { email: string }) {
  const [open, setOpen] = useState(false)
  return (
    <SettingsCard
      id="delete-account"
      title="Delete account"
      description="Remove your account and every piece of data it holds from this device."
    >
      <div>
        <Button
          variant="danger"
          onClick={() => {
            setOpen(true)
          }}
        >
          <Icon name="trash" size={16} />
          Delete my account...
        </Button>
      </div>
      {open ? (
        <DeleteDialog
          email={email}
          onClose={() => {
            setOpen(false)
          }}
        />
      ) : null}
    </SettingsCard>
  )
}
