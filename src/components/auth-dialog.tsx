import { useRef, useState } from 'react'
import type { ChangeEvent, SubmitEvent } from 'react'
import { Button } from './button'
import { Dialog } from './dialog'
import { Icon } from './icons'
import { PasswordField, TextField } from './form-field'
import { SpinnerGlyph } from './spinner'

export type AuthMode = 'signup' | 'signin'
/** 'modal' is the landing page's sign-in prompt; 'dialog' saves results. Both sign-ups ask a name. */
export type AuthDialogVariant = 'modal' | 'dialog'

export interface AuthCredentials {
  /** Sent by every sign-up (both variants ask for it). */
  name?: string
  email: string
  password: string
}

export interface AuthDialogProps {
  open: boolean
  /** Backdrop click, Escape, the close button and 'Maybe later' / 'Continue without saving'. */
  onClose: () => void
  initialMode?: AuthMode
  variant?: AuthDialogVariant
  /**
   * Does the request. Reject with an Error to show its message inline (the form stays open);
   * on success the caller closes the dialog or navigates away.
   */
  onSubmit: (mode: AuthMode, credentials: AuthCredentials) => Promise<void>
  /** Replaces the title: one string for both modes, or per mode. */
  title?: string | Partial<Record<AuthMode, string>>
  /** What the user already told us (the wizard's name and email), filled in on each opening. */
  prefill?: { name?: string | undefined; email?: string | undefined }
}

interface ModeCopy {
  title: string
  description: string
  submit: string
  pending: string
  switchPrompt: string
  switchAction: string
}

/** The buttons and the switch line are the same in both variants; only the titles differ. */
const modeActions = {
  signup: {
    submit: 'Create Account',
    pending: 'Creating Account...',
    switchPrompt: 'Already have an account?',
    switchAction: 'Sign in',
  },
  signin: {
    submit: 'Sign In',
    pending: 'Signing In...',
    switchPrompt: 'New to SalesPath?',
    switchAction: 'Create an account',
  },
} as const

// Titles of the 'dialog' variant and the pending labels are the spec's words (sections 2 and 4).
const copy: Record<AuthDialogVariant, Record<AuthMode, ModeCopy>> = {
  modal: {
    signup: {
      title: 'Create your free account',
      description: 'Save your roadmap, track progress and pick up with Becky where you left off.',
      ...modeActions.signup,
    },
    signin: {
      title: 'Welcome Back',
      description: 'Sign in to continue your career journey.',
      ...modeActions.signin,
    },
  },
  dialog: {
    signup: {
      title: 'Save Your Results',
      description:
        'Create a free account so your matches and roadmap are waiting for you next time.',
      ...modeActions.signup,
    },
    signin: {
      title: 'Welcome Back',
      description: 'Sign in to save these results to your account.',
      ...modeActions.signin,
    },
  },
}

const dismissLabel: Record<AuthDialogVariant, string> = {
  modal: 'Maybe later',
  dialog: 'Continue without saving',
}

const emptyFields = { name: '', email: '', password: '' }

/** The API's limits (src/contract/constants.ts; components import no contract). */
export const FIELD_LIMITS = { name: 120, email: 254, password: 1024 } as const

/** Server messages about one field start with its name ('password: ...'); the user sees the reason. */
export function plainAuthError(message: string): string {
  return message.replace(/^(name|email|password): /i, '')
}

function titleFor(mode: AuthMode, fallback: string, title: AuthDialogProps['title']): string {
  if (typeof title === 'string') return title
  return title?.[mode] ?? fallback
}

/** Sign-up / sign-in form in a dialog; UI only, the caller does the request in `onSubmit`. */
export function AuthDialog({
  open,
  onClose,
  initialMode = 'signup',
  variant = 'modal',
  onSubmit,
  title,
  prefill,
}: AuthDialogProps) {
  const [mode, setMode] = useState<AuthMode>(initialMode)
  const prefilled = { ...emptyFields, name: prefill?.name ?? '', email: prefill?.email ?? '' }
  const [fields, setFields] = useState(prefilled)
  const [error, setError] = useState<string | null>(null)
  const [pending, setPending] = useState(false)
  const [wasOpen, setWasOpen] = useState(open)
  const firstField = useRef<HTMLInputElement>(null)

  // Each opening starts fresh in the mode the caller asked for (adjusting state during render).
  if (open !== wasOpen) {
    setWasOpen(open)
    if (open) {
      setMode(initialMode)
      setFields(prefilled)
      setError(null)
      setPending(false)
    }
  }

  const text = copy[variant][mode]
  // Every sign-up asks: the app greets people by what they typed, never by their email address.
  const asksName = mode === 'signup'

  /** What every field shares: its name, its limit, its value in the form; typing clears the error. */
  const bound = (field: keyof typeof emptyFields) => ({
    name: field,
    maxLength: FIELD_LIMITS[field],
    required: true,
    value: fields[field],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      setFields((current) => ({ ...current, [field]: event.target.value }))
      setError(null)
    },
  })

  const switchMode = () => {
    setMode((current) => (current === 'signup' ? 'signin' : 'signup'))
    setError(null)
  }

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (pending) return
    setPending(true)
    setError(null)
    const credentials: AuthCredentials = { email: fields.email.trim(), password: fields.password }
    if (asksName) credentials.name = fields.name.trim()
    try {
      await onSubmit(mode, credentials)
    } catch (failure) {
      setError(
        failure instanceof Error && failure.message
          ? plainAuthError(failure.message)
          : 'Authentication failed',
      )
    } finally {
      setPending(false)
    }
  }

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={titleFor(mode, text.title, title)}
      description={text.description}
      initialFocus={firstField}
      size="sm"
    >
      <form
        className="flex flex-col gap-4"
        aria-busy={pending || undefined}
        onSubmit={(event) => void submit(event)}
      >
        {asksName && (
          <TextField ref={firstField} label="Full Name" autoComplete="name" {...bound('name')} />
        )}
        <TextField
          ref={asksName ? undefined : firstField}
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          {...bound('email')}
        />
        <PasswordField
          autoComplete={mode === 'signup' ? 'new-password' : 'current-password'}
          placeholder={mode === 'signup' ? 'Min 6 characters' : undefined}
          {...bound('password')}
        />
        {error !== null && (
          <p
            role="alert"
            className="flex items-start gap-2 rounded-xl border border-rose-200 bg-rose-50 px-3 py-2.5 text-sm font-medium text-rose-800"
          >
            <Icon name="alert" size={18} className="mt-px" />
            <span>{error}</span>
          </p>
        )}
        <Button type="submit" size="lg" disabled={pending} aria-busy={pending || undefined}>
          {pending && <SpinnerGlyph size="sm" />}
          {pending ? text.pending : text.submit}
        </Button>
        <p className="text-center text-sm text-muted">
          {text.switchPrompt}{' '}
          <button
            type="button"
            onClick={switchMode}
            className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline-offset-4 hover:underline"
          >
            {text.switchAction}
          </button>
        </p>
        <button
          type="button"
          onClick={onClose}
          className="mx-auto inline-flex min-h-11 items-center px-2 text-sm text-muted underline underline-offset-4 hover:text-ink"
        >
          {dismissLabel[variant]}
        </button>
      </form>
    </Dialog>
  )
}
