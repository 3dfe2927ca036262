import { describe, expect, it } from 'vitest'
import { mayaContext } from '../testing/coach-fixtures'
import { playTurns } from '../testing/play-turns'
import { withShippedReader } from '../testing/shipped-reader-hooks'

/**
 * Whole conversations played as a person would on 2026-12-05 (a day of hang-ups, a big customer
 * leaving, messages on paternity leave, two offers, a promotion put off, a first SDR job with no
 * meetings), with the shipped reader. Each turn tested here got a menu, a wrong card or a stock
 * line before.
 */

await withShippedReader()

describe('a day of hang-ups on cold calls', () => {
  const [day, normal, personal, opener] = playTurns(
    [
      "hey becky, I got hung up on like 40 times today and one guy screamed at me. I'm shaking",
      'is it normal to feel this bad after a day of calls?',
      'how do the good reps not take it personally',
      "ok what should I say in the first 10 seconds so they don't hang up",
    ],
    mayaContext,
  )

  it('meets the rude call, not a menu with "hello" in it', () => {
    expect(day?.clarifying).toBe(false)
    expect(day?.situation).toBe('rude_prospect')
  })
  it('says the low feeling after a day of calls is normal, on the same thread', () => {
    expect(normal?.clarifying).toBe(false)
    expect(normal?.text).toMatch(/Feeling low after a day of hang-ups is normal/i)
  })
  it('answers how not to take it personally, not activity targets', () => {
    expect(personal?.text).toMatch(/not about you/)
    expect(personal?.situation).not.toBe('activity_metrics')
  })
  it('gives the words for the first seconds of the call', () => {
    expect(opener?.text).toMatch(/calling out of the blue/)
    expect(opener?.text).not.toMatch(/^In short/)
  })
})

describe('the best customer leaving for a competitor', () => {
  const [news, share, manager, call] = playTurns(
    [
      "my best customer just told me they're churning to a competitor",
      "it's 40% of my book",
      'how do I tell my manager',
      'what do I say on the call with them',
    ],
    mayaContext,
  )

  it('answers the churn, then keeps the share of the book on it', () => {
    expect(news?.clarifying).toBe(false)
    expect(news?.situation).toBe('customer_at_risk')
    expect(share?.situation).toBe('customer_at_risk')
    expect(share?.clarifying).toBe(false)
  })
  it('tells how to bring the news to the manager, not how to resign', () => {
    expect(manager?.situation).toBe('customer_at_risk')
    expect(manager?.text).toMatch(/the same day/)
    expect(manager?.text).not.toMatch(/notice/)
  })
  it('gives words for the save call', () => {
    expect(call?.text).toMatch(/what would have to be true for staying/)
  })
})

describe('a manager texting about deals during paternity leave', () => {
  const [leave, ignore, scared] = playTurns(
    [
      "my wife just had a baby and I'm on paternity leave and my manager keeps texting me about deals",
      'am I allowed to ignore him',
      "I'm scared if I push back he'll take my accounts",
    ],
    mayaContext,
  )

  it('is a manager overstepping during time off, not harassment', () => {
    expect(leave?.situation).toBe('manager_conflict')
    expect(leave?.text.split('\n\n')[0]).toMatch(/paternity/)
    expect(leave?.text).not.toMatch(/Do you feel safe at work/)
  })
  it('says yes, the messages can wait', () => {
    expect(ignore?.text.split('\n\n')[0]).toMatch(/Yes: time off means you are off/)
  })
  it('hears the fear of losing accounts as retaliation, not a territory split', () => {
    expect(scared?.situation).toBe('manager_conflict')
    expect(scared?.text).toMatch(/retaliation/)
  })
})

describe('two offers, the startup equity, then the quota', () => {
  const [, , , quota, silent] = playTurns(
    [
      'I got two offers. one is 70k base 140k OTE at a startup, the other 85k base 130k OTE at Salesforce',
      'which one should I take',
      'the startup has equity too, 0.1%',
      'what about the quota, how do I ask about attainment',
      "ok I'll ask them. what if they won't tell me",
    ],
    mayaContext,
  )

  it('answers how to ask about attainment, not more about equity', () => {
    expect(quota?.situation).not.toBe('startup_equity')
    expect(quota?.text).toMatch(/What percentage of reps hit quota last year/)
  })
  it('says what a refusal to tell means, not whether the equity is options or RSUs', () => {
    expect(silent?.text).toMatch(/Treat that as an answer/)
    expect(silent?.text).not.toMatch(/options at a startup, or RSUs/)
  })
})

describe('the top SDR told there is no AE spot', () => {
  const [, , , nextYear] = playTurns(
    [
      "I've been an SDR for 14 months and I'm top of the team but they keep saying there's no AE spot",
      'should I leave',
      'how do I ask for a timeline',
      'what if he says maybe next year',
    ],
    mayaContext,
  )

  it('keeps "maybe next year" on the promotion, not a prospect objection', () => {
    expect(nextYear?.situation).toBe('passed_over_promotion')
    expect(nextYear?.text).not.toMatch(/Not a priority/)
  })
})

describe('a first SDR job with no meetings, then a warning', () => {
  const [none, warning, stupid] = playTurns(
    [
      "I'm 3 months into my first SDR job and I still haven't booked a single meeting",
      'my manager said if nothing changes by end of month we need to talk',
      'thanks. honestly I feel kind of stupid',
    ],
    mayaContext,
  )

  it('answers the missing meetings rather than asking which topic', () => {
    expect(none?.clarifying).toBe(false)
    expect(none?.situation).toBe('meetings_per_month')
  })
  it('reads the warning as a warning, and does not ask what made them think it', () => {
    expect(warning?.text).toMatch(/a warning, not a decision/)
    expect(warning?.text).not.toMatch(/What did you see or hear/)
  })
  it('hears "I feel kind of stupid" after the thanks', () => {
    expect(stupid?.situation).toBe('low_confidence')
  })
})

describe('an interview named with the role and the day', () => {
  const [named] = playTurns(
    ['I have an interview for an AE role at Datadog next Tuesday'],
    mayaContext,
  )

  it('is answered as interview preparation, not a menu', () => {
    expect(named?.clarifying).toBe(false)
    expect(named?.situation).toBe('interview_prep')
  })
})
