import { describe, expect, it } from 'vitest'
import { mayaContext, strangerContext } from '../testing/coach-fixtures'
import { playTurns } from '../testing/play-turns'
import { withShippedReader } from '../testing/shipped-reader-hooks'

/**
 * A rep passed over for the senior title, a territory cut in half, a final round with a 30-60-90
 * plan: whole conversations, with the shipped reader, where Becky had left the thread or answered
 * beside the question.
 */

await withShippedReader()

describe('passed over for senior AE', () => {
  const [, top, presence, meaning, looking] = playTurns(
    [
      "i'm an AE, 2 years in, passed over for senior AE again. they gave it to someone who joined 6 months ago",
      'i had the highest attainment on the team last year, 127%',
      "my manager said it was about 'leadership presence'",
      'what does that even mean',
      'should i start looking',
    ],
    mayaContext,
  )

  it('answers top attainment on the promotion, not with "Got it, that helps"', () => {
    expect(top?.situation).toBe('passed_over_promotion')
    expect(top?.text).toMatch(/Results alone rarely decide/)
  })
  it('keeps "leadership presence" on the promotion, not on becoming a manager', () => {
    expect(presence?.situation).toBe('passed_over_promotion')
    expect(presence?.text).toMatch(/two moments where you fell short/)
  })
  it('says what "leadership presence" usually means, not an empty glossary reply', () => {
    expect(meaning?.situation).toBe('passed_over_promotion')
    expect(meaning?.text).toMatch(/staying calm when a deal goes wrong/)
  })
  it('answers whether to start looking', () => {
    expect(looking?.situation).toBe('passed_over_promotion')
    expect(looking?.text).toMatch(/interview outside meanwhile/)
  })
})

describe('a territory cut in half, the quota kept', () => {
  it('says whether it is allowed, then what case is left under a signed plan', () => {
    const [, allowed, clause, noCase] = playTurns(
      [
        'my territory got cut in half mid year and my quota stayed the same',
        'is that even allowed',
        'i signed the comp plan in january. it says they can change territories at their discretion',
        'so i have no case?',
      ],
      mayaContext,
    )
    expect(allowed?.text).toMatch(/take back commission you already earned/)
    // Told the clause, Becky says what case is left; asked again, she gives the words to make it.
    expect(clause?.text).toMatch(/a business one, not a legal one/)
    expect(noCase?.text).toMatch(/pipeline/)
  })
})

describe('a final round with a 30-60-90 plan', () => {
  it('gives the plan and, asked for its 90-day part, that part', () => {
    const [plan, ninety] = playTurns(
      [
        'final round AE interview tomorrow with the VP of sales. they want a 30-60-90 plan',
        'what should be in the 90 day part',
      ],
      mayaContext,
    )
    expect(plan?.text).toMatch(/Days 1-30/)
    expect(ninety?.text).toMatch(/hit your ramp target/)
  })
})

describe('told to log calls never made', () => {
  const [asked, everyone, refuse] = playTurns(
    [
      "my manager keeps asking me to log calls i didn't make to hit activity numbers",
      'everyone on the team does it',
      'what happens if i refuse',
    ],
    mayaContext,
  )

  it('reads the order as an ask to mislead, not a difficult manager', () => {
    expect(asked?.situation).toBe('asked_to_mislead')
  })
  it('answers "everyone does it" on the ethics, not with a note on self-doubt', () => {
    expect(everyone?.situation).toBe('asked_to_mislead')
    expect(everyone?.text).toMatch(/common, not safe/)
  })
  it('answers what happens if the person refuses', () => {
    expect(refuse?.text).toMatch(/if you refuse/)
  })
})

describe('a retail manager of 45', () => {
  const [, old, , , , again] = playTurns(
    [
      "i'm 45, been in retail management for 20 years. want to get into tech sales",
      'am i too old',
      'would i have to start as an sdr with 22 year olds',
      'what would the pay be',
      'my wife is worried about the pay cut. we have a mortgage',
      "how long before i'd make 80k again",
    ],
    mayaContext,
  )

  it('hears "am I too old" as a question about the switch, not a report of discrimination', () => {
    expect(old?.situation).not.toBe('discrimination_harassment')
    expect(old?.text).not.toMatch(/not your fault|HR/)
  })
  it('sets "80k again" against the entry role and the role that gets there', () => {
    expect(again?.text).toMatch(/Sales Development Representative/)
    expect(again?.text).toMatch(/Account Executive\*\* \(\$80K/)
  })
})

describe('a toxic team', () => {
  it('answers "is this normal in sales?" about the culture, not with a line about measuring numbers', () => {
    const [, normal] = playTurns(
      [
        'the culture here is toxic, everyone is cutthroat and the VP mocks people in meetings',
        'is it me or is this normal in sales',
      ],
      mayaContext,
    )
    expect(normal?.situation).toBe('toxic_culture')
    expect(normal?.text).toMatch(/being mocked in meetings/)
    expect(normal?.text).not.toMatch(/against numbers rather than feelings/)
  })
})

describe('a visitor asking whether sales is dying, then whether to still get into it', () => {
  const [dying, still] = playTurns(
    ['is tech sales dying', 'should I still get into it'],
    strangerContext,
  )
  const [pharma] = playTurns(['is pharma sales dying'], strangerContext)

  it('answers the market for a newcomer, not the AI card', () => {
    expect(dying?.situation).toBe('breaking_in')
    expect(dying?.text).toMatch(/companies still hire SDRs every quarter/)
  })
  it('answers "should I still get into it" with a yes and the trade-offs, without a quoted label', () => {
    expect(still?.text).toMatch(/for many people, yes/)
    expect(still?.text).not.toMatch(/For "is tech sales a good career/)
  })
  it('answers pharma on pharma', () => {
    expect(pharma?.text).toMatch(/^Pharma sales on the way out\? It is smaller and harder to enter/)
  })
})

describe('an SDR at quota for 14 months, told AE seats are frozen', () => {
  const [frozen, normal, outside] = playTurns(
    [
      'ive been an sdr for 14 months and i keep hitting quota but my manager says ae spots are frozen',
      'is that normal',
      'should i look outside for an ae role',
    ],
    mayaContext,
  )

  it('answers the freeze with interviewing outside, not a second slipped promise', () => {
    expect(frozen?.situation).toBe('sdr_to_ae_path')
    expect(frozen?.text).toMatch(/start interviewing outside now/)
    expect(frozen?.text).not.toMatch(/a second slip/)
  })
  it('answers "is that normal" about the freeze, not "More on"', () => {
    expect(normal?.text).toMatch(/^Yes, a hold on AE hiring is fairly common/)
  })
  it('says to look outside', () => {
    expect(outside?.text).toMatch(/interviewing outside/)
  })
})
