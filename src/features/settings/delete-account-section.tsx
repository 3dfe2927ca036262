import { useState } from 'react'
import { useNavigate } from '@tanstack/react-router'
import { useQueryClient } from '@tanstack/react-query'
import { deleteAccount } from '@/api/account'
import { authKeys } from '@/api/auth'
import { Button } from '@/components/button'
import { TextField } from '@/components/form-field'
import { Icon } from '@/components/icons'
import { useToast } from '@/components/toast'
import { ConfirmDialog } from '@/lib/confirm-dialog'
import { SettingsCard } from './settings-card'

function DeleteDialog({ email, onClose }: { email: string; onClose: () => void }) {
  const [typed, setTyped] = useState('')
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const toast = useToast()
  const matches = typed.trim().toLowerCase() === email.toLowerCase()

  async function deleteNow() {
    await deleteAccount(typed)
    queryClient.setQueryData(authKeys.user, null)
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'auth' })
    await navigate({ to: '/' })
    toast({
      title: 'Account deleted',
      description: 'Your account and all its data were removed from this device.',
      variant: 'success',
    })
  }

  return (
    <ConfirmDialog
      title="Delete your account?"
      description="This removes your profile, answers, results, resume insights, roadmap progress, credits, chat and coaching memory from this device, and signs you out. It cannot be undone: export your data first if you may want it back."
      confirmLabel="Delete my account"
      variant="danger"
      disabled={!matches}
      failureTitle="Not deleted"
      failureText="The account could not be deleted."
      onConfirm={deleteNow}
      onClose={onClose}
    >
      {(confirm) => (
        <form
          onSubmit={(event) => {
            event.preventDefault()
            confirm()
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
      )}
    </ConfirmDialog>
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
