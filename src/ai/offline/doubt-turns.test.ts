import { describe, expect, it } from 'vitest'
import { mayaContext, strangerContext } from '../testing/coach-fixtures'
import { playTurns } from '../testing/play-turns'
import { withShippedReader } from '../testing/shipped-reader-hooks'

/**
 * When the rules brush a legal card's cue and the reader is sure of something else, or unsure
 * of everything: the reader answers, a menu leads with the reader's best guess, and the turn
 * after a menu goes on with that guess or with a question the reader is sure of on its own.
 */

await withShippedReader()

describe('a word of a dispute card in a question about pay', () => {
  const [scared] = playTurns(['what scares me is commission'], strangerContext)

  it('explains how commission pay works instead of a dispute over a deal', () => {
    expect(scared?.situation).toBe('pay_structure')
    expect(scared?.text).not.toMatch(/signed comp plan/)
  })
})

describe('a bartender about to start car sales on commission', () => {
  const [story, cars] = playTurns(
    [
      "I'm counting down the days until I start a new position in automotive sales. I'm 33, I've been bartending, managing a liquor store, driving 70 miles a day selling booze to liquor stores for 10% commission, and I never broke the $50K mark.",
      'yeah i know its cars not software. it was who would hire me',
    ],
    mayaContext,
  )

  it('asks first about the switch from hospitality, not a commission dispute', () => {
    expect(story?.clarifying).toBe(true)
    expect(story?.text).toMatch(/- \*\*[^*]*hospitality[^*]*\*\*\n- \*\*/)
    // The first reading offered is the switch; a commission dispute, if offered at all, follows.
    const first = /- \*\*([^*]*)\*\*/.exec(story?.text ?? '')?.[1]
    expect(first).toMatch(/hospitality/)
  })
  it('never answers the next turn with a dispute over an unpaid deal', () => {
    expect(cars?.situation).not.toBe('commission_dispute')
    expect(cars?.text).not.toMatch(/signed comp plan|close date/)
  })
})

describe('a server of twenty years asking about pay after a menu', () => {
  const [, pay] = playTurns(
    [
      'been waiting tables at the same company since 2001. married now, thinking about a family, and the stress of living on tips every day is getting to me',
      'would an sdr base actually beat what i make on a good week? some weeks i clear 900',
    ],
    strangerContext,
  )

  it('answers what an SDR earns, the question the reader is sure of', () => {
    expect(pay?.clarifying).toBe(false)
    expect(pay?.situation).toBe('salary_by_role')
    expect(pay?.text).not.toMatch(/Burnout is real/)
  })
})
