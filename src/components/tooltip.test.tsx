// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { Tooltip } from './tooltip'

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms)
  })
}

function renderTwo() {
  render(
    <>
      <Tooltip content="Costs 10 credits">
        <button type="button">Unlock</button>
      </Tooltip>
      <Tooltip content="Opens the credits dialog">
        <button type="button">Balance</button>
      </Tooltip>
    </>,
  )
  const trigger = (name: string) => screen.getByRole('button', { name })
  // The wrapper span carries the hover handlers.
  const wrapper = (name: string) => trigger(name).parentElement!
  const tip = (name: string) => {
    const id = trigger(name).getAttribute('aria-describedby') ?? ''
    return document.getElementById(id)!
  }
  return { trigger, wrapper, tip }
}

// The skip delay is shared across tooltips, so each test starts on a fresh, distant clock.
let clock = Date.UTC(2030, 0, 1)

describe('Tooltip', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    clock += 3_600_000
    vi.setSystemTime(clock)
  })
  afterEach(() => {
    cleanup()
    vi.useRealTimers()
  })

  it('describes its trigger and opens on hover only after 700 ms', () => {
    const { wrapper, tip } = renderTwo()
    expect(tip('Unlock').getAttribute('role')).toBe('tooltip')
    expect(tip('Unlock').textContent).toBe('Costs 10 credits')
    fireEvent.pointerEnter(wrapper('Unlock'))
    advance(699)
    expect(tip('Unlock').hidden).toBe(true)
    advance(1)
    expect(tip('Unlock').hidden).toBe(false)
    fireEvent.pointerLeave(wrapper('Unlock'))
    expect(tip('Unlock').hidden).toBe(true)
  })

  it('opens at once when another tip closed under 300 ms ago, with the delay after that', () => {
    const { wrapper, tip } = renderTwo()
    fireEvent.pointerEnter(wrapper('Unlock'))
    advance(700)
    fireEvent.pointerLeave(wrapper('Unlock'))
    advance(200)
    fireEvent.pointerEnter(wrapper('Balance'))
    expect(tip('Balance').hidden).toBe(false)

    fireEvent.pointerLeave(wrapper('Balance'))
    advance(400)
    fireEvent.pointerEnter(wrapper('Unlock'))
    expect(tip('Unlock').hidden).toBe(true)
  })

  it('opens on keyboard focus and hides on Escape', () => {
    const { trigger, tip } = renderTwo()
    act(() => trigger('Unlock').focus())
    advance(700)
    expect(tip('Unlock').hidden).toBe(false)
    fireEvent.keyDown(document, { key: 'Escape' })
    expect(tip('Unlock').hidden).toBe(true)
  })
})
