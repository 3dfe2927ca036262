import { describe, expect, it } from 'vitest'
import { mayaContext } from '../testing/coach-fixtures'
import { playTurns } from '../testing/play-turns'
import { withShippedReader } from '../testing/shipped-reader-hooks'

/**
 * Whole conversations played as a person would (torn between two next roles), with the shipped
 * reader. Each later turn got a bare next step or a stock line before.
 */

await withShippedReader()

describe('torn between management and sales engineering', () => {
  const [torn, decide] = playTurns(
    ["I'm torn between sales management and becoming a sales engineer", 'how do I decide'],
    mayaContext,
  )

  it('compares the two paths rather than describing only one', () => {
    expect(torn?.text).toMatch(/Management is coaching people/)
    expect(torn?.text).toMatch(/sales engineering is the product/)
  })
  it('answers "how do I decide" with a way to decide, not the next demo step', () => {
    expect(decide?.text).toMatch(/try a little of each/)
    expect(decide?.text).not.toMatch(/the one thing I would do next/)
  })
})

describe('a teacher of 38 who is scared she is too old', () => {
  const [first] = playTurns(
    ["I'm a teacher and want to get into tech sales but I'm scared I'm too old, I'm 38"],
    mayaContext,
  )

  it('answers the age worry first, without sending her to a doctor', () => {
    expect(first?.situation).toBe('switcher_teacher')
    expect(first?.text.split('\n\n')[0]).toMatch(/too old/)
    expect(first?.text).not.toMatch(/doctor|counsellor/)
  })
})

describe('laid off this morning, with kids and a mortgage', () => {
  const [, family, , first] = playTurns(
    [
      'I just got laid off this morning',
      'I have two kids and a mortgage',
      "I don't even know where to start",
      'should I take the first job I get',
    ],
    mayaContext,
  )

  it('hears the family and the mortgage as the runway question, not commission after leaving', () => {
    expect(family?.text).toMatch(/runway/)
    expect(family?.text).toMatch(/mortgage lender/)
    expect(family?.text).not.toMatch(/Commission on work/)
  })
  it('answers whether to take the first job rather than giving a recruiter script', () => {
    expect(first?.text).toMatch(/first job you are offered/)
    expect(first?.text).not.toMatch(/Here is a way to say it/)
  })
})

describe('an SDR told he is not ready for AE', () => {
  const [first, , concrete] = playTurns(
    [
      "I've been an SDR for 14 months and my manager keeps saying I'm not ready for AE",
      'what does ready even mean',
      'he said I need to run my own discovery calls',
    ],
    mayaContext,
  )

  it('asks what "ready" looks like in things that can be counted', () => {
    expect(first?.text).toMatch(/what ready looks like/)
  })
  it('takes a concrete criterion as a plan, not as a vague quality', () => {
    expect(concrete?.text.split('\n\n')[0]).toMatch(/concrete thing to show/)
    expect(concrete?.text.split('\n\n')[0]).not.toMatch(/leadership presence/)
  })
})
