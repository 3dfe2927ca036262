import { useState, type ReactNode } from 'react'
import { errorText } from '@/api/error-text'
import { Button, type ButtonVariant } from '@/components/button'
import { Dialog } from '@/components/dialog'
import { ErrorBanner } from '@/components/error-banner'

interface ConfirmDialogProps {
  title: string
  description: string
  confirmLabel: string
  variant?: ButtonVariant
  /** The confirm button waits, e.g. until the email is typed. */
  disabled?: boolean
  /** The error banner's title and the words when a failure has none of its own. */
  failureTitle: string
  failureText: string
  /** Runs on confirm; the dialog stays busy while it does and after it succeeds (it closes). */
  onConfirm: () => Promise<void>
  onClose: () => void
  /** The body; a function gets `confirm` so a form inside can submit with Enter. */
  children: ReactNode | ((confirm: () => void) => ReactNode)
}

/**
 * A dialog that asks before a change that replaces or removes data: Cancel and one confirm
 * button, nothing closable while the change runs, and a failure said in words at the bottom
 * (errorText: never a status code or JSON). Used by Settings' import and account deletion.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { onClose, disabled = false } = props
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  async function run() {
    setBusy(true)
    setError(null)
    try {
      await props.onConfirm()
    } catch (failure) {
      setError(errorText(failure, props.failureText))
      setBusy(false)
    }
  }
  const confirm = () => {
    if (!busy && !disabled) void run()
  }
  return (
    <Dialog
      open
      onClose={busy ? () => undefined : onClose}
      title={props.title}
      description={props.description}
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button
            variant={props.variant ?? 'primary'}
            loading={busy}
            disabled={disabled}
            onClick={confirm}
          >
            {props.confirmLabel}
          </Button>
        </>
      }
    >
      {typeof props.children === 'function' ? props.children(confirm) : props.children}
      {error === null ? null : (
        <ErrorBanner title={props.failureTitle} className="mt-4">
          {error}
        </ErrorBanner>
      )}
    </Dialog>
  )
}
