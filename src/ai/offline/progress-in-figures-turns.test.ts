import { describe, expect, it } from 'vitest'
import { mayaContext } from '../testing/coach-fixtures'
import { playTurns } from '../testing/play-turns'
import { withShippedReader } from '../testing/shipped-reader-hooks'

/**
 * A plan's figures given in one message and progress reported in a later one: judged with both,
 * as the person would work it out themselves.
 */

await withShippedReader()

describe('a PIP to hit 100% in 30 days, then "12 days left and I\'m at 40%"', () => {
  const [plan, progress] = playTurns(
    [
      'my manager put me on a PIP, I need to hit 100% of quota in 30 days',
      "12 days left and I'm at 40%",
    ],
    mayaContext,
  )

  it('does not ask what the PIP asks for, by when, after being told', () => {
    expect(plan?.text).not.toMatch(/What exactly does the PIP ask you to hit/)
  })
  it('sets what is left in the days left against the pace so far', () => {
    expect(progress?.situation).toBe('pip')
    expect(progress?.text).toMatch(/^The 60% of quota still to go in 12 days is about 2\.3 times/)
    expect(progress?.text).toMatch(/treat the plan as a possible exit/)
    expect(progress?.text).not.toMatch(/^More on/)
  })
})
