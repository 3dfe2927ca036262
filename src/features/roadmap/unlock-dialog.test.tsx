// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { roles } from '@/domain/catalogue'
import { UnlockDialog, type UnlockDialogProps } from './unlock-dialog'

vi.hoisted(() => {
  if (!('getAnimations' in Element.prototype)) {
    Object.defineProperty(Element.prototype, 'getAnimations', { value: () => [] })
  }
})

const step = roles.sdr.roadmapSteps[4] ?? null // step 5, 25 credits

function renderDialog(overrides: Partial<UnlockDialogProps> = {}) {
  const props: UnlockDialogProps = {
    open: true,
    step,
    balance: 50,
    pending: false,
    onConfirm: vi.fn(),
    onCancel: vi.fn(),
    onGetMoreCredits: vi.fn(),
    ...overrides,
  }
  render(<UnlockDialog {...props} />)
  return props
}

afterEach(cleanup)

describe('UnlockDialog', () => {
  it('shows the step, cost, balance and balance after, and confirms', () => {
    const props = renderDialog()
    const dialog = screen.getByRole('dialog')
    expect(dialog.textContent).toContain('Step 5: Build your network and personal brand')
    expect(dialog.textContent).toContain('Cost25 credits')
    expect(dialog.textContent).toContain('Your credits50 credits')
    expect(dialog.textContent).toContain('After unlocking25 credits')
    expect(dialog.textContent).toContain('What you get')
    fireEvent.click(screen.getByRole('button', { name: 'Unlock for 25 Credits' }))
    expect(props.onConfirm).toHaveBeenCalledTimes(1)
  })

  it("reads 'Unlocking...' and cannot be pressed twice while the unlock runs", () => {
    renderDialog({ pending: true })
    const button = screen.getByRole<HTMLButtonElement>('button', { name: 'Unlocking...' })
    expect(button.disabled).toBe(true)
  })

  it('says how many more credits are needed and offers Get More Credits when short', () => {
    const props = renderDialog({ balance: 5 })
    expect(screen.getByText('Insufficient Credits')).toBeTruthy()
    expect(screen.getByText('You need 20 more credits to unlock this step.')).toBeTruthy()
    expect(screen.queryByRole('button', { name: /Unlock for/ })).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Get More Credits' }))
    expect(props.onGetMoreCredits).toHaveBeenCalledTimes(1)
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(props.onCancel).toHaveBeenCalled()
  })
})
