// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { AuthDialog } from './auth-dialog'
import type { AuthDialogProps } from './auth-dialog'

// jsdom has no Web Animations API; an empty list lets Headless UI settle transitions at once.
vi.hoisted(() => {
  if (!('getAnimations' in Element.prototype)) {
    Object.defineProperty(Element.prototype, 'getAnimations', { value: () => [] })
  }
})

type Submit = AuthDialogProps['onSubmit']

function renderDialog(props: Partial<AuthDialogProps> & { onSubmit?: Submit } = {}) {
  const onClose = props.onClose ?? vi.fn()
  const onSubmit = props.onSubmit ?? vi.fn<Submit>(() => Promise.resolve())
  render(<AuthDialog open onClose={onClose} onSubmit={onSubmit} {...props} />)
  return { onClose, onSubmit, user: userEvent.setup() }
}

async function fillCredentials(user: ReturnType<typeof userEvent.setup>, password = 'secret123') {
  // Sign-up asks a name in both variants; tests that type their own have filled it already.
  const name = screen.queryByLabelText('Full Name')
  if (name instanceof HTMLInputElement && name.value === '') await user.type(name, 'Dana')
  await user.type(screen.getByLabelText('Email'), ' dana@example.com ')
  await user.type(screen.getByLabelText('Password'), password)
}

/** Types a name (spaces kept, to see them trimmed), fills the credentials and creates the account. */
async function signUpAs(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.type(screen.getByLabelText('Full Name'), name)
  await fillCredentials(user)
  await user.click(screen.getByRole('button', { name: 'Create Account' }))
}

/** What the dialog hands on for a sign-up with `name` and the filled-in credentials. */
const sentSignUp = (name: string) =>
  ['signup', { name, email: 'dana@example.com', password: 'secret123' }] as const

describe('AuthDialog', () => {
  afterEach(cleanup)

  it('toggles between sign-up and sign-in, asking for a name only when saving results', async () => {
    const { user } = renderDialog({ variant: 'dialog', initialMode: 'signin' })
    expect(screen.getByRole('dialog', { name: 'Welcome Back' })).toBeTruthy()
    expect(screen.queryByLabelText('Full Name')).toBeNull()

    await user.click(screen.getByRole('button', { name: 'Create an account' }))
    expect(screen.getByRole('dialog', { name: 'Save Your Results' })).toBeTruthy()
    expect(screen.getByLabelText('Full Name')).toHaveProperty('required', true)
    expect(screen.getByLabelText('Password').getAttribute('placeholder')).toBe('Min 6 characters')

    await user.click(screen.getByRole('button', { name: 'Sign in' }))
    expect(screen.getByRole('dialog', { name: 'Welcome Back' })).toBeTruthy()
  })

  it('asks for a name on the landing sign-up too, and sends what was typed', async () => {
    const { user, onSubmit } = renderDialog({ variant: 'modal', initialMode: 'signup' })
    expect(screen.getByLabelText('Full Name')).toHaveProperty('required', true)
    expect(screen.getByLabelText('Email').getAttribute('type')).toBe('email')
    await signUpAs(user, 'Priya')
    expect(onSubmit).toHaveBeenCalledWith(...sentSignUp('Priya'))
  })

  it('sends trimmed credentials, with the name only in the dialog sign-up', async () => {
    const { user, onSubmit } = renderDialog({ variant: 'dialog', initialMode: 'signup' })
    await signUpAs(user, '  Dana Reyes ')
    expect(onSubmit).toHaveBeenCalledWith(...sentSignUp('Dana Reyes'))
  })

  it('shows the pending label for the mode while the request runs', async () => {
    let finish: () => void = () => undefined
    const onSubmit = vi.fn<Submit>(
      () =>
        new Promise<void>((resolve) => {
          finish = resolve
        }),
    )
    const { user } = renderDialog({ initialMode: 'signin', onSubmit })
    await fillCredentials(user)
    await user.click(screen.getByRole('button', { name: 'Sign In' }))
    const busy = screen.getByRole('button', { name: 'Signing In...' })
    expect(busy).toHaveProperty('disabled', true)
    expect(busy.getAttribute('aria-busy')).toBe('true')

    finish()
    await screen.findByRole('button', { name: 'Sign In' })
  })

  it('labels sign-up as Creating Account... while pending', async () => {
    const onSubmit = vi.fn<Submit>(() => new Promise<void>(() => undefined))
    const { user } = renderDialog({ initialMode: 'signup', onSubmit })
    await fillCredentials(user)
    await user.click(screen.getByRole('button', { name: 'Create Account' }))
    expect(screen.getByRole('button', { name: 'Creating Account...' })).toBeTruthy()
  })

  it('shows a rejection inline and clears it on the next edit', async () => {
    const onSubmit = vi.fn<Submit>(() =>
      Promise.reject(new Error('An account with this email already exists. Sign in instead.')),
    )
    const { user } = renderDialog({ initialMode: 'signup', onSubmit })
    await fillCredentials(user)
    await user.click(screen.getByRole('button', { name: 'Create Account' }))
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('An account with this email already exists')
    expect(screen.getByRole('button', { name: 'Create Account' })).toHaveProperty('disabled', false)

    await user.type(screen.getByLabelText('Password'), '4')
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('starts with the name and email the wizard collected', async () => {
    const onSubmit = vi.fn<Submit>(() => Promise.resolve())
    const { user } = renderDialog({
      variant: 'dialog',
      onSubmit,
      prefill: { name: 'Maya', email: 'maya@example.com' },
    })
    expect(screen.getByLabelText('Full Name')).toHaveProperty('value', 'Maya')
    expect(screen.getByLabelText('Email')).toHaveProperty('value', 'maya@example.com')
    await user.type(screen.getByLabelText('Password'), 'secret123')
    await user.click(screen.getByRole('button', { name: 'Create Account' }))
    expect(onSubmit).toHaveBeenCalledWith('signup', {
      name: 'Maya',
      email: 'maya@example.com',
      password: 'secret123',
    })
  })

  it("shows a server's field message without the field's name in front", async () => {
    const { user } = renderDialog({
      onSubmit: () => Promise.reject(new Error('password: Too small: expected at least 6')),
    })
    await fillCredentials(user)
    await user.click(screen.getByRole('button', { name: 'Create Account' }))
    expect((await screen.findByRole('alert')).textContent).toBe('Too small: expected at least 6')
  })

  it('falls back to Authentication failed when the rejection has no message', async () => {
    const onSubmit = vi.fn<Submit>(() => Promise.reject(new Error('')))
    const { user } = renderDialog({ initialMode: 'signin', onSubmit })
    await fillCredentials(user)
    await user.click(screen.getByRole('button', { name: 'Sign In' }))
    expect((await screen.findByRole('alert')).textContent).toBe('Authentication failed')
  })

  it('shows and hides the password', async () => {
    const { user } = renderDialog()
    const password = screen.getByLabelText('Password')
    await user.type(password, 'hunter22')
    expect(password.getAttribute('type')).toBe('password')
    await user.click(screen.getByRole('button', { name: 'Show password' }))
    expect(password.getAttribute('type')).toBe('text')
    await user.click(screen.getByRole('button', { name: 'Hide password' }))
    expect(password.getAttribute('type')).toBe('password')
  })

  it("closes from 'Maybe later' on the modal and 'Continue without saving' on the dialog", async () => {
    const modal = renderDialog({ variant: 'modal' })
    await modal.user.click(screen.getByRole('button', { name: 'Maybe later' }))
    expect(modal.onClose).toHaveBeenCalledTimes(1)
    cleanup()

    const dialog = renderDialog({ variant: 'dialog' })
    await dialog.user.click(screen.getByRole('button', { name: 'Continue without saving' }))
    expect(dialog.onClose).toHaveBeenCalledTimes(1)
  })

  it('starts fresh in the requested mode each time it opens', async () => {
    function Harness() {
      const [open, setOpen] = useState(true)
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Reopen
          </button>
          <AuthDialog
            open={open}
            onClose={() => setOpen(false)}
            initialMode="signin"
            onSubmit={() => Promise.resolve()}
          />
        </>
      )
    }
    render(<Harness />)
    const user = userEvent.setup()
    await user.type(screen.getByLabelText('Email'), 'kim@example.com')
    await user.click(screen.getByRole('button', { name: 'Create an account' }))
    await user.click(screen.getByRole('button', { name: 'Maybe later' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())

    await user.click(screen.getByRole('button', { name: 'Reopen' }))
    expect(await screen.findByRole('dialog', { name: 'Welcome Back' })).toBeTruthy()
    expect(screen.getByLabelText('Email')).toHaveProperty('value', '')
  })
})

describe('AuthDialog field limits', () => {
  it('caps each field at the length the API accepts', () => {
    renderDialog({ variant: 'dialog', initialMode: 'signup' })
    expect(screen.getByLabelText('Full Name').getAttribute('maxLength')).toBe('120')
    expect(screen.getByLabelText('Email').getAttribute('maxLength')).toBe('254')
  })
})
