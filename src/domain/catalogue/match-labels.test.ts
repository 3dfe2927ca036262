import { describe, expect, it } from 'vitest'
import { difficultyTone, displayPercent, matchLabel } from './index'

describe('matchLabel (spec section 5)', () => {
  it.each([
    [85, '85% Match', 'green'],
    [97, '97% Match', 'green'],
    [84, 'Strong Fit', 'blue'],
    [70, 'Strong Fit', 'blue'],
    [69, 'Good Fit', 'yellow'],
    [50, 'Good Fit', 'yellow'],
    [49, 'Potential Fit', 'gray'],
    [40, 'Potential Fit', 'gray'],
  ] as const)('%d%% reads %s', (percent, label, tone) => {
    expect(matchLabel(percent)).toEqual({ label, tone })
  })

  it('labels by the rounded percent so the number and label agree', () => {
    expect(matchLabel(84.6)).toEqual({ label: '85% Match', tone: 'green' })
    expect(matchLabel(84.4).label).toBe('Strong Fit')
  })

  it('labels a missing percent with the 85 fallback', () => {
    expect(matchLabel(undefined).label).toBe('85% Match')
  })
})

describe('displayPercent', () => {
  it('never shows less than 40', () => {
    expect(displayPercent(12)).toBe(40)
    expect(displayPercent(0)).toBe(40)
    expect(displayPercent(-5)).toBe(40)
    expect(displayPercent(39.6)).toBe(40)
    expect(displayPercent(41)).toBe(41)
  })

  it('falls back to 85 when missing or not a number', () => {
    expect(displayPercent(undefined)).toBe(85)
    expect(displayPercent(null)).toBe(85)
    expect(displayPercent(Number.NaN)).toBe(85)
  })

  it('shows whole numbers up to 100', () => {
    expect(displayPercent(79.4)).toBe(79)
    expect(displayPercent(140)).toBe(100)
  })
})

describe('difficultyTone (spec section 5)', () => {
  it('colours easy green, moderate yellow, challenging red', () => {
    expect(difficultyTone('easy')).toBe('green')
    expect(difficultyTone('moderate')).toBe('yellow')
    expect(difficultyTone('challenging')).toBe('red')
  })
})
