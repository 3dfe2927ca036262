import { describe, expect, it } from 'vitest'
import { mayaContext } from '../testing/coach-fixtures'
import { playTurns } from '../testing/play-turns'
import { withShippedReader } from '../testing/shipped-reader-hooks'

/**
 * Whole conversations played as a person would (not knowing which role fits, nerves before
 * calls, a deal made a house account, a PIP with a baby on the way, a nurse looking for a first
 * interview), with the shipped reader. Each later turn got a menu, another card or a bare next
 * step before.
 */

await withShippedReader()

describe('not knowing which role fits', () => {
  const [lost, likes, pay] = playTurns(
    [
      "I don't really know what I want to do",
      "I like talking to people and I'm competitive",
      'what pays best',
    ],
    mayaContext,
  )

  it('helps choose from what the person enjoys instead of offering a menu', () => {
    expect(lost?.clarifying).toBe(false)
    expect(lost?.situation).toBe('career_direction')
    expect(lost?.text).toMatch(/from what you enjoy/)
  })
  it('hears what they enjoy as an answer that points at a role', () => {
    expect(likes?.text).toMatch(/classic start for SDR and then AE/)
  })
  it('says which role pays best, from the catalogue', () => {
    expect(pay?.situation).toBe('salary_by_role')
    expect(pay?.text).toMatch(/highest ceiling/)
  })
})

describe('nerves before calls, then "is that normal"', () => {
  const [, normal] = playTurns(
    ["I'm so anxious before every cold call my hands shake", 'is that normal'],
    mayaContext,
  )

  it('answers the feeling on the nerves thread, not with quota attainment', () => {
    expect(normal?.situation).toBe('cold_call_anxiety')
    expect(normal?.text).toMatch(/^Yes, most reps/)
  })
})

describe('a deal made a house account', () => {
  const [cut, allowed] = playTurns(
    ['my commission got cut because they made my deal a house account', 'is that allowed'],
    mayaContext,
  )

  it('names the house account and the clause to ask for', () => {
    expect(cut?.situation).toBe('commission_dispute')
    expect(cut?.text).toMatch(/house account/)
  })
  it('answers "is that allowed" with who can say whether it is legal', () => {
    expect(allowed?.text).toMatch(/allowed at all/)
  })
})

describe('a PIP with a baby on the way', () => {
  const [pip] = playTurns(['I just got put on a PIP and my wife is pregnant'], mayaContext)

  it('names insurance and parental leave in the first answer', () => {
    expect(pip?.situation).toBe('pip')
    expect(pip?.text).toMatch(/parental leave/)
  })
})

describe('a nurse looking for a first interview', () => {
  const turns = playTurns(
    [
      "I'm an ICU nurse and want to get into medical device sales",
      'do I need a business degree',
      'how much of a pay cut would it be',
      'how do I get my first interview',
    ],
    mayaContext,
  )

  it('gets an answer, not a next step alone', () => {
    const last = turns[3]
    expect(last?.text.trim().startsWith('**Next step:**')).toBe(false)
    expect(last?.situation).toBe('job_search')
  })
})

describe('accounts moved to a new hire, then "is that even fair"', () => {
  const [, fair] = playTurns(
    ['my manager is giving my best accounts to the new hire', 'is that even fair'],
    mayaContext,
  )

  it('answers what fairness can win here, not "whether it is realistic"', () => {
    expect(fair?.situation).toBe('territory_unfair')
    expect(fair?.text).toMatch(/quota to come down to match/)
    expect(fair?.text).not.toMatch(/realistic/)
  })
})

describe('laid off at 52', () => {
  const [, age, stepDown] = playTurns(
    [
      "I'm 52 and just got laid off from a software sales job",
      'will anyone hire me at my age',
      'should I take an SDR role just to get in',
    ],
    mayaContext,
  )

  it('answers the age worry, not more layoff admin', () => {
    expect(age?.text).toMatch(/experienced sellers do get hired/)
  })
  it('weighs a step down to SDR', () => {
    expect(stepDown?.text).toMatch(/a step down gets you paid and in the door/)
  })
})

describe('over quota and passed over', () => {
  const [passed] = playTurns(["I hit 140% of quota and didn't get promoted"], mayaContext)

  it('answers being passed over without asking whether quota was missed', () => {
    expect(passed?.clarifying).toBe(false)
    expect(passed?.situation).toBe('passed_over_promotion')
  })
})

describe('a new visitor getting into tech sales', () => {
  const [opener, , , pay] = playTurns(
    [
      "hi, I'm thinking about getting into tech sales",
      "I'm a barista, 24, no degree",
      'what would I actually do all day as an SDR',
      'is the pay good',
    ],
    mayaContext,
  )

  it('answers the most common opener without a menu', () => {
    expect(opener?.clarifying).toBe(false)
    expect(opener?.situation).toBe('breaking_in')
  })
  it('gives the pay of the role in question, not "Got it, that helps"', () => {
    expect(pay?.situation).toBe('salary_by_role')
    expect(pay?.text).toMatch(/\*\*Sales Development Representative\*\*: \$45K-\$75K/)
  })
})

describe('a teacher whose husband is against the move', () => {
  const [, husband] = playTurns(
    ["I'm a teacher, I hate my job, but I'm scared to leave", "my husband thinks it's a bad idea"],
    mayaContext,
  )

  it('helps with the partner rather than "Got it, that helps"', () => {
    expect(husband?.text).toMatch(/with the plan, not the dream/)
  })
})

describe('a bootcamp that promises a job', () => {
  const [, promise] = playTurns(
    ['is a sales bootcamp worth it', "the one I'm looking at costs $5000 and promises a job"],
    mayaContext,
  )

  it('says what to get in writing about the promise', () => {
    expect(promise?.situation).toBe('bootcamp_worth_it')
    expect(promise?.text).toMatch(/what counts as a job/)
  })
})

describe('sexual jokes from a manager', () => {
  const [jokes, afraid] = playTurns(
    [
      'my manager keeps making sexual jokes about me in front of clients',
      "I'm afraid if I report it I'll lose my job",
    ],
    mayaContext,
  )

  it('is harassment, never a one-to-one about expectations', () => {
    expect(jokes?.situation).toBe('discrimination_harassment')
    expect(jokes?.text).not.toMatch(/more of, and less of/)
  })
  it('answers the fear of reporting instead of "Got it, that helps"', () => {
    expect(afraid?.text).toMatch(/reporting harassment is itself illegal/)
    expect(afraid?.text).not.toMatch(/Got it, that helps/)
  })
})

describe('bored after three years as an AE', () => {
  const [bored, manage] = playTurns(
    ["I've been an AE for 3 years and I'm bored", 'maybe I should try management'],
    mayaContext,
  )

  it('weighs a change of seat rather than sending a bored rep to a doctor', () => {
    expect(bored?.situation).toBe('career_direction')
    expect(bored?.text).not.toMatch(/doctor/)
  })
  it('takes up management when the person names it', () => {
    expect(manage?.situation).toBe('move_to_sales_management')
  })
})

describe('a first deal closed, then "thanks! now what"', () => {
  const [, next] = playTurns(['I closed my first deal today!!', 'thanks! now what'], mayaContext)

  it('gives the next thing to do, not "glad it helped"', () => {
    expect(next?.situation).not.toBe('thanks')
    expect(next?.text).toMatch(/Next step/)
  })
})
