import { describe, expect, it } from 'vitest'
import { cardFor } from '../situations'
import { storyReading } from './index'

const ranked = (...ids: string[]) =>
  ids.map((id) => {
    const card = cardFor(id)
    if (!card) throw new Error(id)
    return { card, score: 4, signalled: false }
  })

/** A long letter is answered on its best reading; a short unclear line gets a question back. */
describe('storyReading', () => {
  it('answers a letter whose two readings tie', () => {
    expect(storyReading(ranked('manager_conflict', 'toxic_culture'), 75)).toBe(true)
  })

  it('still asks back on a short message with the same tie', () => {
    expect(storyReading(ranked('manager_conflict', 'toxic_culture'), 12)).toBe(false)
  })

  it('has nothing to answer when no card was found, or only small talk', () => {
    expect(storyReading([], 90)).toBe(false)
    expect(storyReading(ranked('thanks'), 90)).toBe(false)
  })
})
