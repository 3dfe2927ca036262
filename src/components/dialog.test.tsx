// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useRef, useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Dialog } from './dialog'

// jsdom has no Web Animations API. Stub it before Headless UI loads, or it installs a noisy one;
// an empty list means 'no transition running', so open and close settle at once.
vi.hoisted(() => {
  if (!('getAnimations' in Element.prototype)) {
    Object.defineProperty(Element.prototype, 'getAnimations', { value: () => [] })
  }
})

function Harness({ onClose }: { onClose: () => void }) {
  const [open, setOpen] = useState(true)
  const emailRef = useRef<HTMLInputElement>(null)
  const close = () => {
    onClose()
    setOpen(false)
  }
  return (
    <Dialog
      open={open}
      onClose={close}
      title="Welcome Back"
      description="Sign in to see your roadmap."
      initialFocus={emailRef}
    >
      <button type="button">Maybe later</button>
      <label>
        Email
        <input ref={emailRef} />
      </label>
    </Dialog>
  )
}

describe('Dialog', () => {
  afterEach(cleanup)

  it('is a modal dialog named by its title and described by its description', async () => {
    render(<Harness onClose={vi.fn()} />)
    const dialog = await screen.findByRole('dialog', { name: 'Welcome Back' })
    const describedBy = dialog.getAttribute('aria-describedby') ?? ''
    expect(document.getElementById(describedBy)?.textContent).toBe('Sign in to see your roadmap.')
  })

  it('focuses the requested element on open', async () => {
    render(<Harness onClose={vi.fn()} />)
    const email = await screen.findByLabelText('Email')
    await waitFor(() => expect(document.activeElement).toBe(email))
  })

  it('closes on Escape and calls onClose', async () => {
    const onClose = vi.fn()
    const user = userEvent.setup()
    render(<Harness onClose={onClose} />)
    await screen.findByRole('dialog')
    await user.keyboard('{Escape}')
    expect(onClose).toHaveBeenCalledTimes(1)
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  it('closes from its close button', async () => {
    const onClose = vi.fn()
    const user = userEvent.setup()
    render(<Harness onClose={onClose} />)
    await user.click(await screen.findByRole('button', { name: 'Close' }))
    expect(onClose).toHaveBeenCalledTimes(1)
  })
})
