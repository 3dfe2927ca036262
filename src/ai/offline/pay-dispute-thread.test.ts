import { describe, expect, it } from 'vitest'
import { mayaContext } from '../testing/coach-fixtures'
import { playTurns } from '../testing/play-turns'

describe('a dispute over unpaid commission, followed up', () => {
  const [first, plan, board] = playTurns(
    [
      'My company is refusing to pay me commission on a $200k deal I closed because they say the customer has not paid yet. It has been 4 months.',
      'what does my comp plan need to say for me to have a case?',
      'can I go to the labor board?',
    ],
    mayaContext,
  )

  it('answers the dispute first, without a paid step', () => {
    expect(first?.situation).toBe('commission_dispute')
    expect(first?.text).not.toMatch(/credits|unlock/i)
  })

  it('keeps "comp plan" on the dispute and says what makes a case', () => {
    expect(plan?.situation).toBe('commission_dispute')
    expect(plan?.text.split('\n')[0]).toMatch(/definition of earned|counts as earned/)
    expect(plan?.text).not.toMatch(/OTE \(on-target earnings\)/)
  })

  it('answers the labor board on the dispute', () => {
    expect(board?.situation).toBe('commission_dispute')
    expect(board?.text).toMatch(/wage claim/)
  })

  it('still lets a new pay question with trouble of its own move on', () => {
    const [, pip] = playTurns(
      ['my company will not pay my commission', 'and now they put me on a PIP for complaining'],
      mayaContext,
    )
    expect(pip?.situation).not.toBe('commission_dispute')
  })
})

describe('a commission withheld until the customer pays, then what the plan says', () => {
  it('does not repeat the first reply’s answer as a bullet under a label', () => {
    const [first, plan] = playTurns(
      [
        "I closed a 90k deal in March and my company just told me they won't pay commission on it because the customer hasn't paid the invoice yet",
        "the comp plan doesn't say anything about customer payment",
      ],
      mayaContext,
    )
    expect(first?.text).toMatch(/when a deal counts as earned/)
    expect(plan?.text).not.toMatch(/when a deal counts as earned/)
  })
})

describe('a quota raised mid-year, then "is that even legal?"', () => {
  it('answers whether it is legal, not more points on the new plan', () => {
    const [, legal] = playTurns(
      [
        'They just raised my quota 40% in Q3 and cut my territory. Half my pipeline went to a new hire.',
        'is that even legal?',
      ],
      mayaContext,
    )
    expect(legal?.situation).toBe('quota_raised_midyear')
    // Said in an earlier reply: never restated (issue 30: no sentence twice, no 'As I said').
    expect(legal?.text).not.toMatch(/As I said/)
    expect((legal?.text ?? '').trim()).not.toBe('')
  })
})
