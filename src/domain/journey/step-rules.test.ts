import { describe, expect, it } from 'vitest'
import { progressPercent, statusAfterTick } from './step-rules'

describe('statusAfterTick', () => {
  it('starts an available step on its first tick and completes it on the last', () => {
    expect(statusAfterTick('available', 1, 4)).toBe('in_progress')
    expect(statusAfterTick('in_progress', 3, 4)).toBe('in_progress')
    expect(statusAfterTick('in_progress', 4, 4)).toBe('completed')
  })

  it('reopens a completed step when an item is unticked, even the only one', () => {
    expect(statusAfterTick('completed', 3, 4)).toBe('in_progress')
    expect(statusAfterTick('completed', 0, 1)).toBe('in_progress')
  })

  it('un-skips a step the user works on, but unticking everything leaves the status alone', () => {
    expect(statusAfterTick('skipped', 1, 4)).toBe('in_progress')
    expect(statusAfterTick('skipped', 0, 4)).toBe('skipped')
    expect(statusAfterTick('available', 0, 4)).toBe('available')
  })
})

describe('progressPercent', () => {
  it('is the share of all steps completed; skipped steps are not progress', () => {
    expect(progressPercent(['completed', 'skipped', 'skipped', 'available'])).toBe(25)
    expect(progressPercent(['completed', 'completed', 'completed'])).toBe(100)
    expect(progressPercent(['completed', 'locked', 'locked'])).toBe(33)
    expect(progressPercent([])).toBe(0)
  })
})
