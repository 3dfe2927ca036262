import { describe, expect, it } from 'vitest'
import { mayaContext } from '../testing/coach-fixtures'
import { playTurns } from '../testing/play-turns'
import { withShippedReader } from '../testing/shipped-reader-hooks'

/**
 * Whole conversations from situations people post about (two months after a layoff and not
 * leaving the house, missed quarters kept from a wife, a commission cap on a deal about to close,
 * accounts handed to the boss's son-in-law, freezing before every call), with the shipped reader,
 * where Becky had lost the person after the first turn.
 */

await withShippedReader()

describe('two months after a layoff, and someone at home says to get help', () => {
  const [, see, never] = playTurns(
    [
      "I was laid off two months ago and i can't make myself do anything. I sit home all day and barely leave the house",
      'my wife thinks I should see someone',
      "I've never needed that before",
    ],
    mayaContext,
  )

  it('backs seeing a doctor or counsellor, not more interview tips', () => {
    expect(see?.situation).toBe('distress_general')
    expect(see?.text).toMatch(/doctor or a counsellor/)
    expect(see?.text).not.toMatch(/interview|commission/i)
  })
  it('meets "I\'ve never needed that before" rather than saying "Got it, that helps"', () => {
    expect(never?.text).toMatch(/never needed help before/)
    expect(never?.text).not.toMatch(/Got it, that helps/)
  })
})

describe('missed quarters kept from home, said calmly', () => {
  const [, bonus, tell] = playTurns(
    [
      "i haven't hit quota in 3 quarters and my wife doesn't know how bad it is",
      "she thinks the bonus is coming. it's not",
      'how do i even tell her',
    ],
    mayaContext,
  )

  it('hears the gap between what home expects and what is coming', () => {
    expect(bonus?.text).toMatch(/what home expects/)
    expect(bonus?.text).not.toMatch(/Got it, that helps/)
  })
  it('gives words for telling her, not a script for a manager', () => {
    expect(tell?.text).toMatch(/Telling someone at home/)
    expect(tell?.text).not.toMatch(/To your manager/)
  })
})

describe('a commission cap on a deal about to close', () => {
  const [first, legal, bringUp] = playTurns(
    [
      'they just put a cap on commissions and my big deal closing next week will get cut by 30%',
      'is that even legal?',
      'how do I bring it up with my manager without burning the bridge',
    ],
    mayaContext,
  )

  it('reads the cap as pay withheld, not an explainer of accelerators', () => {
    expect(first?.situation).toBe('commission_dispute')
    expect(first?.text).toMatch(/cap/)
  })
  it('answers "is that even legal?" on the cap', () => {
    expect(legal?.situation).toBe('commission_dispute')
    expect(legal?.text).toMatch(/labour department|employment lawyer/)
  })
  it('gives words about the pay, not a resignation', () => {
    expect(bringUp?.situation).toBe('commission_dispute')
    expect(bringUp?.text).not.toMatch(/accepted an offer|last day/)
  })
})

describe('short reactions stay with the story', () => {
  it('answers "that\'s not fair right?" about accounts handed away, not a sales objection', () => {
    const [, fair] = playTurns(
      ['my boss gave 40% of my accounts to his son-in-law', "that's not fair right?"],
      mayaContext,
    )
    expect(fair?.situation).toBe('territory_unfair')
    expect(fair?.text).not.toMatch(/priority/)
  })
  it('remembers the last thing suggested when the person says they will try it', () => {
    const [, , , plan] = playTurns(
      [
        'i freeze every time i have to pick up the phone, my hands shake and i pray they dont answer',
        'is it normal or am i just not cut out for this',
        'ok and if i still freeze?',
        "thanks i'll try that",
      ],
      mayaContext,
    )
    // The reply to "if I still freeze?" suggested one line on a card; "I'll try that" takes it.
    expect(plan?.text).toMatch(/one line on a card by the phone/)
    expect(plan?.text).not.toMatch(/wins note/)
  })
})

describe('a PIP met in panic, then its targets', () => {
  const [, targets, possible] = playTurns(
    [
      "I just got put on a PIP and I can't stop shaking",
      'I have 30 days to book 15 meetings',
      'is that even possible',
    ],
    mayaContext,
  )

  it("meets the PIP's targets on the PIP card, with care, not with care alone", () => {
    expect(targets?.situation).toBe('pip')
    expect(targets?.text).toMatch(/normal to feel shaken/)
    expect(targets?.text).not.toMatch(/credits|unlock/)
  })
  it('answers "is that even possible" on the PIP, with care, not with care alone', () => {
    expect(possible?.situation).toBe('pip')
    expect(possible?.text).toMatch(/getting through a PIP is possible/i)
    expect(possible?.text).not.toMatch(/credits|unlock/)
  })
  it('does not ask for the targets and dates the person already gave', () => {
    expect(possible?.text).not.toMatch(/What exactly does the PIP ask you to hit/)
  })
})

describe('newly promoted to AE and afraid', () => {
  const [first, demo, , unknown] = playTurns(
    [
      "just got promoted to AE and I'm terrified I'll fail",
      "I've never run a full demo",
      'how do I prepare for my first one',
      "what if they ask something I don't know",
    ],
    mayaContext,
  )

  it('meets the fear of a new seat, not a menu of promotion paths', () => {
    expect(first?.clarifying).toBe(false)
    expect(first?.situation).toBe('first_90_days')
    expect(first?.text).toMatch(/ramp, not a verdict/)
  })
  it('answers a first demo on the demo card', () => {
    expect(demo?.situation).toBe('demo_skills')
    expect(demo?.text).toMatch(/senior AE to join as backup/)
  })
  it('answers a question the rep cannot answer with what to say', () => {
    expect(unknown?.text).toMatch(/come back to you by/)
    expect(unknown?.text).not.toMatch(/Got it, that helps/)
  })
})

describe('a retail manager looking for a way in', () => {
  it('answers "how do I get interviews" with the search, not with closing an interview', () => {
    const [, , interviews] = playTurns(
      [
        "I'm 29, managing a retail store, want to get into tech sales. no degree",
        'do I need a degree',
        'how do I get interviews',
      ],
      mayaContext,
    )
    expect(interviews?.situation).toBe('job_search')
    expect(interviews?.text).not.toMatch(/anything that would stop you from moving me forward/)
  })
})

describe('questions on the thread that have nothing new left', () => {
  it('answers "what would my first role be" for a recruiter with where to start, not a pay bullet', () => {
    const [, first] = playTurns(
      ["I'm a recruiter, want to move into SaaS sales", 'what would my first role be'],
      mayaContext,
    )
    expect(first?.situation).toBe('sdr_or_ae_first')
    expect(first?.text).toMatch(/start as an SDR unless you have already closed deals/i)
  })
  it('never meets "what do I do for the rest of the month" with "Got it, that helps"', () => {
    const [, , rest] = playTurns(
      [
        "i'm an SDR and I've booked 3 meetings this month, target is 12. I'm panicking",
        'how do I book more meetings',
        'what do I do for the rest of the month',
      ],
      mayaContext,
    )
    expect(rest?.text).not.toMatch(/Got it, that helps/)
  })
})

describe('a final-round interview on Friday', () => {
  const [, , questions, blank] = playTurns(
    [
      'I have a final round interview for an AE role on friday',
      'what will they ask',
      'what questions should I ask them',
      "I'm nervous I'll blank",
    ],
    mayaContext,
  )

  it('gives questions to ask them, not the questions they ask again', () => {
    expect(questions?.text).toMatch(/what share of the team hit quota last year/)
    expect(questions?.text).not.toMatch(/tell me about yourself/)
  })
  it('meets the fear of blanking, not with a 30-60-90 plan', () => {
    expect(blank?.text).toMatch(/let me think for a second/)
    expect(blank?.text).not.toMatch(/30-60-90/)
  })
})

it('reads "should I start interviewing" after a slipping promotion as a search, not interview prep', () => {
  const [, , , search] = playTurns(
    [
      "my manager promised me a promotion in Q2, it's now Q4 and nothing",
      'how do I bring it up again',
      'what if she says wait another quarter',
      'should I start interviewing',
    ],
    mayaContext,
  )
  expect(search?.situation).toBe('job_search')
})

it('answers "is 34 too old to start" as a question of its own, not as an answer to Becky', () => {
  const [, , , old] = playTurns(
    [
      "I'm a 3rd grade teacher thinking about becoming an SDR",
      'what would I even make',
      'how long until I could be an AE',
      'is 34 too old to start',
    ],
    mayaContext,
  )
  expect(old?.situation).toBe('breaking_in')
  expect(old?.text).not.toMatch(/Got it, that helps/)
})
