import { describe, expect, it } from 'vitest'
import { mayaContext } from '../testing/coach-fixtures'
import { playTurns } from '../testing/play-turns'
import { withShippedReader } from '../testing/shipped-reader-hooks'

/**
 * Whole conversations where the person tells Becky a fact about their trouble rather than asking
 * (a manager who shouts every week and an HR team that is his friend, a secret kept from
 * everyone, a wife who does not know, a nurse who misses the ward), with the shipped reader.
 * Care alone, or "Got it, that helps", left each fact unheard.
 */

await withShippedReader()

describe('a manager who shouts, and HR on his side', () => {
  const [, weekly, hr] = playTurns(
    [
      'I cried in the bathroom after my manager yelled at me in front of the team',
      'he does it every week',
      'HR is his friend',
    ],
    mayaContext,
  )

  it('hears the pattern: not feedback, and worth a dated note', () => {
    expect(weekly?.situation).toBe('distress_general')
    expect(weekly?.text).toMatch(/not feedback/)
  })
  it('names where to go when HR feels too close to the manager', () => {
    expect(hr?.text).toMatch(/manager's manager/)
    expect(hr?.text).toMatch(/employment lawyer/)
  })
})

describe('a manager who shouted, then "what do I do about my manager"', () => {
  const [, about] = playTurns(
    [
      'my manager yelled at me in front of the whole team today and I cried in the bathroom',
      'ok so what do I do about my manager',
    ],
    mayaContext,
  )

  it('answers the shouting told just before, not a manager who gives no feedback', () => {
    expect(about?.situation).toBe('manager_conflict')
    expect(about?.text).toMatch(/yelled at, screamed at/)
    expect(about?.text).not.toMatch(/gives no feedback/)
  })
})

describe('feeling a fraud, and nobody knows', () => {
  const [, secret] = playTurns(
    [
      'i feel like a fraud, everyone on my team is crushing it and im at 30%',
      'i havent told anyone',
    ],
    mayaContext,
  )

  it('meets the secret with care, not "Got it, that helps"', () => {
    expect(secret?.text).not.toMatch(/Got it, that helps/)
    expect(secret?.text).toMatch(/Keeping it to yourself/)
  })
})

describe('no sleep over the numbers, and a wife who does not know', () => {
  const [, , , wife] = playTurns(
    [
      "I haven't slept in days worrying about my numbers",
      "my quota is 600k and I'm at 200k with 2 months left",
      'is it even possible',
      'what do I tell my wife',
    ],
    mayaContext,
  )

  it('gives words for home, not a script for the manager', () => {
    expect(wife?.text).toMatch(/Telling someone at home/)
    expect(wife?.text).not.toMatch(/To your manager/)
  })
})

describe('a nurse who moved into sales and misses the ward', () => {
  const [, miss, , manager] = playTurns(
    [
      "I left nursing for an SDR job and I'm drowning, 80 calls a day",
      'I miss my old job',
      'can I go back?',
      "how do I tell my manager I'm struggling",
    ],
    mayaContext,
  )

  it('says going back is allowed, not call-block tips', () => {
    expect(miss?.situation).toBe('leaving_sales')
    expect(miss?.text).toMatch(/Going back is allowed/)
    expect(miss?.text).not.toMatch(/call blocks|connect rate/)
  })
  it("gives words for the manager, not the card's next step", () => {
    expect(manager?.text).toMatch(/harder than I expected/)
    expect(manager?.text).not.toMatch(/the one thing I would do next|repeat myself/)
  })
})
