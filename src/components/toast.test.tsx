// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ToastProvider, useToast } from './toast'
import type { ToastOptions } from './toast'

function Trigger({ label, options }: { label: string; options: ToastOptions }) {
  const toast = useToast()
  return (
    <button type="button" onClick={() => toast(options)}>
      {label}
    </button>
  )
}

function renderWithToasts() {
  return render(
    <ToastProvider>
      <Trigger label="save" options={{ title: 'Saved', description: 'Your answers are stored.' }} />
      <Trigger label="fail" options={{ title: 'Upload failed', variant: 'destructive' }} />
    </ToastProvider>,
  )
}

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms)
  })
}

const dismissButtons = () => screen.queryAllByRole('button', { name: 'Dismiss notification' })

describe('toasts', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => {
    cleanup()
    vi.useRealTimers()
    vi.restoreAllMocks()
  })

  it('shows a toast in the polite status region', () => {
    renderWithToasts()
    fireEvent.click(screen.getByRole('button', { name: 'save' }))
    const region = screen.getByRole('status')
    expect(region.textContent).toContain('Saved')
    expect(region.textContent).toContain('Your answers are stored.')
  })

  it('keeps at most one visible: a new toast replaces the current one', () => {
    renderWithToasts()
    fireEvent.click(screen.getByRole('button', { name: 'save' }))
    fireEvent.click(screen.getByRole('button', { name: 'fail' }))
    expect(screen.queryByText('Saved')).toBeNull()
    expect(screen.getByRole('alert').textContent).toContain('Upload failed')
    expect(dismissButtons()).toHaveLength(1)
  })

  it('dismisses itself after 5 seconds, not before', () => {
    renderWithToasts()
    fireEvent.click(screen.getByRole('button', { name: 'save' }))
    advance(4999)
    expect(screen.queryByText('Saved')).not.toBeNull()
    advance(1)
    expect(screen.queryByText('Saved')).toBeNull()
  })

  it('gives a replacing toast its own full 5 seconds', () => {
    renderWithToasts()
    fireEvent.click(screen.getByRole('button', { name: 'save' }))
    advance(3000)
    fireEvent.click(screen.getByRole('button', { name: 'fail' }))
    advance(4000)
    expect(screen.queryByText('Upload failed')).not.toBeNull()
    advance(1000)
    expect(screen.queryByText('Upload failed')).toBeNull()
  })

  it('closes at once from the dismiss button', () => {
    renderWithToasts()
    fireEvent.click(screen.getByRole('button', { name: 'save' }))
    fireEvent.click(dismissButtons()[0]!)
    expect(screen.queryByText('Saved')).toBeNull()
  })

  it('waits while the pointer rests on the toast', () => {
    renderWithToasts()
    fireEvent.click(screen.getByRole('button', { name: 'save' }))
    const card = screen.getByText('Saved').closest('div')!.parentElement!
    fireEvent.pointerEnter(card)
    advance(10_000)
    expect(screen.queryByText('Saved')).not.toBeNull()
    fireEvent.pointerLeave(card)
    advance(5000)
    expect(screen.queryByText('Saved')).toBeNull()
  })

  it('can also be destructured as { toast }', () => {
    function Destructured() {
      const { toast } = useToast()
      return (
        <button type="button" onClick={() => toast({ title: 'Hello', variant: 'success' })}>
          go
        </button>
      )
    }
    render(
      <ToastProvider>
        <Destructured />
      </ToastProvider>,
    )
    fireEvent.click(screen.getByRole('button', { name: 'go' }))
    expect(screen.getByRole('status').textContent).toContain('Hello')
  })

  it('explains a missing provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    expect(() => render(<Trigger label="x" options={{ title: 't' }} />)).toThrow(/ToastProvider/)
  })
})
