import { describe, expect, it } from 'vitest'
import { intentLabel, isUserIntent, userIntents } from './user-intent'

describe('userIntents', () => {
  it('lists the five intents of the spec with their labels, in order', () => {
    expect(userIntents.map(({ value, label }) => [value, label])).toEqual([
      ['break_into_sdr', 'Breaking into Tech Sales'],
      ['grow_as_sdr', 'SDR Looking to Get Promoted'],
      ['sdr_switcher', 'SDR Considering Career Switch'],
      ['non_sdr_tech_sales', 'Exploring Tech Sales Roles'],
      ['just_exploring', 'Exploring Career Options'],
    ])
  })

  it('gives every intent a distinct one-line description', () => {
    const descriptions = userIntents.map((option) => option.description)
    expect(new Set(descriptions).size).toBe(userIntents.length)
    for (const text of descriptions) expect(text.length).toBeGreaterThan(20)
  })
})

describe('intentLabel', () => {
  it('labels each known intent', () => {
    expect(intentLabel('grow_as_sdr')).toBe('SDR Looking to Get Promoted')
    expect(intentLabel('just_exploring')).toBe('Exploring Career Options')
  })

  it("falls back to 'Career Development' for anything else", () => {
    for (const value of ['', 'GROW_AS_SDR', 'toString', '__proto__', null, undefined, 3, {}]) {
      expect(intentLabel(value)).toBe('Career Development')
    }
  })
})

describe('isUserIntent', () => {
  it('accepts only the five values', () => {
    expect(userIntents.every((option) => isUserIntent(option.value))).toBe(true)
    expect(isUserIntent('constructor')).toBe(false)
    expect(isUserIntent('break_into_ae')).toBe(false)
  })
})
