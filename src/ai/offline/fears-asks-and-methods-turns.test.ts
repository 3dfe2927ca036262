import { describe, expect, it } from 'vitest'
import { mayaContext } from '../testing/coach-fixtures'
import { playTurns } from '../testing/play-turns'
import { withShippedReader } from '../testing/shipped-reader-hooks'

/**
 * Whole conversations played as a person would on 2026-12-05, third round (a missed year and no
 * savings, a manager asking for a date, a VP asking for a false forecast, a move to sales
 * engineering, a first AE job, two methods, final rounds lost), with the shipped reader. Each
 * turn tested here got a menu, a wrong card, a stock line or the crisis card for a denial before.
 */

await withShippedReader()

describe('a missed year, no savings, then darker words', () => {
  const [fear, rent, , denial] = playTurns(
    [
      "I've missed quota 4 quarters in a row and I think I'm about to be let go",
      'I have no savings and my rent is due in 2 weeks',
      'honestly some days I wonder what the point of anything is',
      "I don't want to die, I just feel stuck",
    ],
    mayaContext,
  )

  it('meets the fear for the job before any maths', () => {
    expect(fear?.text.split('\n\n')[0]).toMatch(/afraid your job is at risk/)
  })
  it('answers rent due with no savings, not a holding line', () => {
    expect(rent?.text).toMatch(/Call your landlord before the due date/)
    expect(rent?.text).not.toMatch(/which part would you like/)
  })
  it('believes "I don\'t want to die" and still names the crisis line', () => {
    expect(denial?.situation).toBe('distress_general')
    expect(denial?.text).toMatch(/I believe you/)
    expect(denial?.text).toMatch(/988/)
  })
})

describe('a manager tying a promotion to drinks', () => {
  const [asked, cold] = playTurns(
    [
      'my manager asked me out for drinks again and said it would help my promotion',
      'I said no last time and he got cold with me',
    ],
    mayaContext,
  )

  it('names it harassment at once, with no menu', () => {
    expect(asked?.clarifying).toBe(false)
    expect(asked?.situation).toBe('discrimination_harassment')
    expect(asked?.text).toMatch(/quid pro quo/)
  })
  it('hears the coldness after a no as retaliation, not cold calling', () => {
    expect(cold?.situation).toBe('discrimination_harassment')
    expect(cold?.text).toMatch(/retaliation/)
  })
})

describe('a VP asking for a deal in commit that will not close', () => {
  const [ask, , refuse] = playTurns(
    [
      "my VP wants me to put a deal in commit that I know won't close this quarter",
      'he says everyone does it',
      'what if I refuse',
      'how do I push back without getting fired',
    ],
    mayaContext,
  )

  it('reads a false forecast as an ask to mislead, not a slipped deal', () => {
    expect(ask?.situation).toBe('asked_to_mislead')
    expect(ask?.text).toMatch(/The forecast carries your name/)
  })
  it('stays on it when the person fears refusing', () => {
    expect(refuse?.situation).toBe('asked_to_mislead')
  })
})

describe('from AE to sales engineering', () => {
  const [, code, , move] = playTurns(
    [
      'what does a sales engineer actually do',
      'do I need to code',
      'how much do they make',
      'how do I move into it from AE',
    ],
    mayaContext,
  )

  it('answers whether an SE codes', () => {
    expect(code?.text).toMatch(/Usually not/)
  })
  it('answers how to move in from an AE seat, not a stock practice step', () => {
    expect(move?.text).toMatch(/from an AE seat you already know the sale/)
  })
})

describe('a first AE job with no accounts yet', () => {
  const [, , pipeline] = playTurns(
    [
      "I'm starting my first AE job on Monday after 18 months as an SDR",
      'what should I do in the first week',
      'how do I build pipeline when I have no accounts yet',
    ],
    mayaContext,
  )

  it('says how to build a list of one’s own', () => {
    expect(pipeline?.text).toMatch(/Build your own list/)
  })
})

describe('MEDDICC, then "how is it different from BANT"', () => {
  const [, compare] = playTurns(['what is MEDDIC', 'how is it different from BANT'], mayaContext)

  it('compares the two rather than asking which topic', () => {
    expect(compare?.clarifying).toBe(false)
    expect(compare?.text).toMatch(/here is how they differ/i)
    expect(compare?.text).toMatch(/\*\*MEDDICC\*\*/)
    expect(compare?.text).toMatch(/\*\*BANT\*\*/)
  })
})

describe('five final rounds lost', () => {
  const [rounds, , senior, lower] = playTurns(
    [
      "I got rejected after the final round again, that's 5 final rounds this year",
      'what am I doing wrong',
      'they said I wasn\'t "senior enough"',
      'should I just take a lower title',
    ],
    mayaContext,
  )

  it('reads final rounds lost as the close of the interview, not applications', () => {
    expect(rounds?.situation).toBe('interview_prep')
    expect(rounds?.text).toMatch(/the close is what to fix/)
    expect(rounds?.text).not.toMatch(/How many applications have you sent/)
  })
  it('answers "not senior enough" and a lower title on the same thread', () => {
    expect(senior?.text).toMatch(/what read as junior/)
    expect(lower?.text).toMatch(/take a lower title\?/i)
  })
})

describe('a panic attack in a demo, then telling the manager', () => {
  const [, , , tell] = playTurns(
    [
      'I had a panic attack in the middle of a demo today',
      'everyone saw it',
      "I don't know if I can go back tomorrow",
      'should I tell my manager what happened',
    ],
    mayaContext,
  )

  it('gives short words for the manager, in care, not a menu', () => {
    expect(tell?.clarifying).toBe(false)
    expect(tell?.text).toMatch(/I had a panic attack on the call today/)
    expect(tell?.text).not.toMatch(/credits/)
  })
})

describe('always on Slack, and a husband who noticed', () => {
  const [noticed, , off] = playTurns(
    [
      "my husband says I've changed since I started this job, I'm always angry and on my phone",
      "he's right, I check slack at 11pm",
      'how do I switch off',
    ],
    mayaContext,
  )

  it('answers as work taking over life, not a menu', () => {
    expect(noticed?.clarifying).toBe(false)
    expect(noticed?.situation).toBe('burnout')
  })
  it('says how to switch off', () => {
    expect(off?.text).toMatch(/notifications go off/)
  })
})
