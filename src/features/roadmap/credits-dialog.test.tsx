// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { PurchaseResponse } from '@/contract'
import { CreditsDialog, type CreditsDialogProps } from './credits-dialog'

vi.hoisted(() => {
  if (!('getAnimations' in Element.prototype)) {
    Object.defineProperty(Element.prototype, 'getAnimations', { value: () => [] })
  }
})

type Overrides = Partial<Omit<CreditsDialogProps, 'open' | 'onClose' | 'tab' | 'onTabChange'>>

function Harness({ onClose, ...overrides }: Overrides & { onClose?: () => void }) {
  const [open, setOpen] = useState(true)
  const [tab, setTab] = useState(1)
  return (
    <CreditsDialog
      open={open}
      onClose={() => {
        onClose?.()
        setOpen(false)
      }}
      tab={tab}
      onTabChange={setTab}
      balance={50}
      completedActions={[]}
      remainingEarnable={20}
      onEarn={() => Promise.resolve()}
      onFeedback={() => Promise.resolve()}
      onBuy={() => Promise.reject(new Error('not wired'))}
      describeError={(error) => (error instanceof Error ? error.message : 'failed')}
      appUrl="https://salespath.test"
      {...overrides}
    />
  )
}

const bought = (creditsAdded: number): PurchaseResponse => ({
  success: true,
  creditsAdded,
  balance: 50 + creditsAdded,
  message: 'Your credits have been added to your account.',
})

describe('Buy tab', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    cleanup()
    vi.useRealTimers()
    vi.restoreAllMocks()
  })

  it('processes for 2 s, adds the pack plus bonus, then closes 1 s later', async () => {
    const onBuy = vi.fn(() => Promise.resolve(bought(30)))
    const onClose = vi.fn()
    render(<Harness onBuy={onBuy} onClose={onClose} />)
    expect(
      screen.getByText('Payment is simulated in this version: no card is charged.'),
    ).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Buy for $10: Popular pack' }))
    expect(screen.getByRole('button', { name: 'Processing...' })).toBeTruthy()
    await act(() => vi.advanceTimersByTimeAsync(1900))
    expect(onBuy).not.toHaveBeenCalled()
    await act(() => vi.advanceTimersByTimeAsync(100))
    expect(onBuy).toHaveBeenCalledTimes(1)
    expect(
      screen.getByText(/\+30 credits added \(25 \+ 5 bonus\)\. New balance: 80 credits\./),
    ).toBeTruthy()
    await act(() => vi.advanceTimersByTimeAsync(900))
    expect(onClose).not.toHaveBeenCalled()
    await act(() => vi.advanceTimersByTimeAsync(100))
    expect(onClose).toHaveBeenCalledTimes(1)
  })

  it("logs 'Purchase failed', shows it, and a retry reuses the same client id", async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const onBuy = vi
      .fn<CreditsDialogProps['onBuy']>()
      .mockRejectedValueOnce(new Error('Storage is full'))
      .mockResolvedValueOnce(bought(10))
    render(<Harness onBuy={onBuy} />)
    fireEvent.click(screen.getByRole('button', { name: 'Buy for $5: Starter pack' }))
    await act(() => vi.advanceTimersByTimeAsync(2000))
    expect(errors).toHaveBeenCalledWith('Purchase failed', expect.any(Error))
    expect(screen.getByRole('alert').textContent).toBe('Purchase failed: Storage is full')
    fireEvent.click(screen.getByRole('button', { name: 'Try Again: Starter pack' }))
    await act(() => vi.advanceTimersByTimeAsync(2000))
    expect(onBuy).toHaveBeenCalledTimes(2)
    const firstId = onBuy.mock.calls[0]?.[1]
    expect(firstId).toBeTruthy()
    expect(onBuy.mock.calls[1]?.[1]).toBe(firstId)
  })

  it('sends nothing when the dialog is closed during the 2 s wait', async () => {
    const onBuy = vi.fn(() => Promise.resolve(bought(75)))
    render(<Harness onBuy={onBuy} />)
    fireEvent.click(screen.getByRole('button', { name: 'Buy for $20: Pro pack' }))
    fireEvent.click(screen.getByRole('button', { name: 'Close' }))
    await act(() => vi.advanceTimersByTimeAsync(3000))
    expect(onBuy).not.toHaveBeenCalled()
  })
})

describe('Earn tab', () => {
  afterEach(() => {
    cleanup()
    vi.unstubAllGlobals()
  })

  it('opens the LinkedIn share page and credits the action', async () => {
    const openWindow = vi.fn()
    const onEarn = vi.fn(() => Promise.resolve())
    render(<Harness onEarn={onEarn} openWindow={openWindow} />)
    fireEvent.click(screen.getByRole('tab', { name: 'Earn' }))
    expect(screen.getByText('You can still earn 20 credits.')).toBeTruthy()
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /^Start: Share on LinkedIn/ }))
      await Promise.resolve()
    })
    expect(openWindow).toHaveBeenCalledWith(
      'https://www.linkedin.com/sharing/share-offsite/?url=https%3A%2F%2Fsalespath.test',
    )
    expect(onEarn).toHaveBeenCalledWith('linkedin_share')
  })

  it('shows the invite text to copy by hand when the clipboard is unavailable', async () => {
    vi.stubGlobal('navigator', { clipboard: undefined })
    const onEarn = vi.fn(() => Promise.resolve())
    render(<Harness onEarn={onEarn} />)
    fireEvent.click(screen.getByRole('tab', { name: 'Earn' }))
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /^Start: Invite a friend/ }))
      await Promise.resolve()
    })
    const box = await screen.findByRole<HTMLTextAreaElement>('textbox', {
      name: /copy it to a friend/,
    })
    expect(box.value).toMatch(/https:\/\/salespath\.test$/)
    expect(onEarn).toHaveBeenCalledWith('invite_friend')
  })

  it('pays the feedback survey on submit only, with the three answers', async () => {
    const onEarn = vi.fn(() => Promise.resolve())
    const onFeedback = vi.fn(() => Promise.resolve())
    render(<Harness onEarn={onEarn} onFeedback={onFeedback} />)
    fireEvent.click(screen.getByRole('tab', { name: 'Earn' }))
    fireEvent.click(screen.getByRole('button', { name: /^Start: Give feedback/ }))
    const send = screen.getByRole('button', { name: /^Send feedback/ })
    expect(send).toHaveProperty('disabled', true)
    expect(onFeedback).not.toHaveBeenCalled()
    fireEvent.click(screen.getByRole('radio', { name: '4' }))
    fireEvent.click(screen.getByRole('radio', { name: 'Chatting with Becky' }))
    fireEvent.change(screen.getByRole('textbox', { name: /What should we improve/ }), {
      target: { value: '  More mock calls  ' },
    })
    await act(async () => {
      fireEvent.click(send)
      await Promise.resolve()
    })
    expect(onFeedback).toHaveBeenCalledWith({
      rating: 4,
      mostUseful: 'coach',
      improve: 'More mock calls',
    })
    expect(onEarn).not.toHaveBeenCalled()
    expect(await screen.findByText(/Your feedback is saved on this device/)).toBeTruthy()
  })

  it('shows Done instead of Start for actions already earned', () => {
    render(<Harness completedActions={['feedback_survey']} remainingEarnable={17} />)
    fireEvent.click(screen.getByRole('tab', { name: 'Earn' }))
    expect(screen.queryByRole('button', { name: /^Start: Give feedback/ })).toBeNull()
    expect(screen.getAllByText('Done')).toHaveLength(1)
    expect(screen.getByText('You can still earn 17 credits.')).toBeTruthy()
  })
})
