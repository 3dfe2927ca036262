import { describe, expect, it } from 'vitest'
import type { CareerMatchCard } from '@/contract'
import { laterMatchPercent, withMatchPercents } from './career-percent'

const card = (title: string): CareerMatchCard => ({
  roleId: 'ae',
  title,
  summary: '',
  salaryRange: '',
  traits: [],
  growthRate: '',
  remoteOk: false,
})

describe('career match percents (spec section 5)', () => {
  it('gives the top three 87, 84 and 79', () => {
    const cards = withMatchPercents(['a', 'b', 'c', 'd'].map(card), 'user-1')
    expect(cards.slice(0, 3).map((c) => c.matchPercent)).toEqual([87, 84, 79])
  })

  it('gives later matches a value from 75 to 89 that is stable for the same user', () => {
    const values = Array.from({ length: 200 }, (_, i) => laterMatchPercent(`user-${String(i)}`, 3))
    expect(Math.min(...values)).toBeGreaterThanOrEqual(75)
    expect(Math.max(...values)).toBeLessThanOrEqual(89)
    expect(new Set(values).size).toBeGreaterThan(10)
    expect(laterMatchPercent('user-7', 4)).toBe(laterMatchPercent('user-7', 4))
  })
})
