import { describe, expect, it } from 'vitest'
import { mayaContext } from '../testing/coach-fixtures'
import { playTurns } from '../testing/play-turns'
import { withShippedReader } from '../testing/shipped-reader-hooks'

/**
 * Figures and money across turns: a plan's target given in one message and progress in a later
 * one, judged with both; a clawback already spent, then money that is not there at all; two
 * offers, one with a deadline.
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

describe('a clawback already spent on rent, then "I can\'t pay it back"', () => {
  const [clawback, cannot] = playTurns(
    ['my commission got clawed back, 6k, and I already spent it on rent', "I can't pay it back"],
    mayaContext,
  )

  it('leads with repaying in instalments, not a case of a customer who paid for months', () => {
    expect(clawback?.text).toMatch(/instalments/)
    expect(clawback?.text).not.toMatch(/Customer paid for months/)
  })
  it('meets not being able to pay at all with something new, not the instalments again', () => {
    expect(cannot?.text).toMatch(/written consent/)
    expect(cannot?.text).not.toMatch(/instalments over several pay periods/)
  })
})

describe('two offers, one with a Friday deadline, and a startup to hurry', () => {
  const [, , , deadline, hurry] = playTurns(
    [
      'got two offers!! one is 55k base 80k ote at a startup, other is 60k base 75k ote at a big company',
      'the startup has equity too but idk how much its worth',
      'which one would you take',
      'the big company said i need to answer by friday',
      'can i ask the startup to speed up',
    ],
    mayaContext,
  )

  it('meets the deadline with asking for days and hurrying the other, not "ask for Friday"', () => {
    expect(deadline?.situation).toBe('offer_comparison')
    expect(deadline?.text).toMatch(/Ask the first for a few more days/)
    expect(deadline?.text).not.toMatch(/Could I give you my answer by Friday/)
  })
  it('keeps "can I ask the startup to speed up" on the offers, not startup versus enterprise', () => {
    expect(hurry?.situation).toBe('offer_comparison')
    expect(hurry?.text).toMatch(/speed up their answer/)
  })
})
