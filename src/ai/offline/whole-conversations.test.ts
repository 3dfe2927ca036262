import { describe, expect, it } from 'vitest'
import { mayaContext } from '../testing/coach-fixtures'
import { playTurns } from '../testing/play-turns'
import { withShippedReader } from '../testing/shipped-reader-hooks'

/**
 * Whole conversations played as a person would, with the shipped reader loaded as in the app:
 * the turns that went wrong when the team tried them (a switcher's pay cut read as a quota cut, a
 * lost person held in care mode, a one-word message answered with confidence).
 */

await withShippedReader()

describe('a switcher asking about pay', () => {
  const play = () =>
    playTurns(
      [
        "I'm a high school teacher (9 years, chemistry) thinking about moving into tech sales",
        'what would I actually earn the first year?',
        "my wife is worried we can't take a pay cut, I make 62k now",
        "how long until I'd be back at 62k or above?",
      ],
      mayaContext,
    )
  it('reads the pay cut as the cost of switching, not as an employer cutting pay', () => {
    const [, earn, cut] = play()
    expect(earn?.situation).toBe('salary_by_role')
    expect(cut?.situation).toBe('salary_by_role')
    expect(cut?.text).not.toMatch(/constructive dismissal|forward-looking|new quota/i)
  })
  it('answers how long until the pay comes back with the path to AE, not a guessed duration', () => {
    const howLong = play()[3]
    expect(howLong?.text).not.toMatch(/first step fits in a week/)
    expect(howLong?.clarifying || howLong?.situation === 'sdr_to_ae_timeline').toBe(true)
  })
})

describe('short and returning turns', () => {
  it('asks rather than answers a one-word message', () => {
    const [sales] = playTurns(['sales'], mayaContext)
    expect(sales?.clarifying).toBe(true)
  })
  it('returns to the two offers when asked which to take after an aside on the equity', () => {
    const replies = playTurns(
      [
        'I have two offers. One is 75k base 75k variable at a series B, the other is 95k base 45k variable at a public company',
        'the series B one has equity too, 0.05%',
        'which one would you take?',
        'the public one has a better manager I think',
      ],
      mayaContext,
    )
    expect(replies[1]?.situation).toBe('startup_equity')
    expect(replies[2]?.situation).toBe('offer_comparison')
    expect(replies[2]?.text).toMatch(/\$1\d\dK/)
    expect(replies[3]?.situation).toBe('offer_comparison')
    expect(replies[3]?.text).not.toMatch(/409A|vesting|strike price/)
  })
})

describe('the thread is what Becky answered', () => {
  it('keeps a promotion that is put off every quarter on the promotion, not an objection script', () => {
    const replies = playTurns(
      [
        "I've been an SDR for 18 months and hit 120% every quarter. how do I get promoted to AE?",
        "my manager says 'next quarter' every time",
        'what do I say to him?',
      ],
      mayaContext,
    )
    expect(replies.map((r) => r.situation)).not.toContain('objection_not_priority')
    expect(replies[2]?.text).not.toMatch(/prospect|budget cycle/i)
  })
})

describe('a short question read with the conversation before it', () => {
  it("answers a nurse's pay comparison on her switch instead of offering a menu", () => {
    const [, pay] = playTurns(
      [
        "I'm an ICU nurse looking at medical device sales",
        'what does first year pay look like compared to my nursing pay? im at 90k with overtime',
      ],
      mayaContext,
    )
    expect(pay?.clarifying).toBe(false)
    expect(pay?.text).toMatch(/pay cut|base/i)
  })
})

describe('follow-ups stay with the conversation', () => {
  it('keeps "how do I push without being annoying" on a slipping promotion, not a quiet prospect', () => {
    const [, push] = playTurns(
      [
        'been an SDR 14 months, hitting 110% avg. my manager keeps saying promo is coming',
        'how do i push without being annoying',
      ],
      mayaContext,
    )
    expect(push?.clarifying).toBe(false)
    expect(push?.situation).toBe('passed_over_promotion')
    expect(push?.text).not.toMatch(/prospect/i)
  })
  it('tells what interviewers ask', () => {
    const [, asked] = playTurns(
      ['I have my first SDR interview on thursday', 'what will they ask'],
      mayaContext,
    )
    expect(asked?.text).toMatch(/why sales/i)
  })
  it('answers what to ask them at the end with questions for the interviewer', () => {
    const [, atEnd] = playTurns(
      ['I have my first SDR interview on thursday', 'what questions should i ask them at the end'],
      mayaContext,
    )
    expect(atEnd?.text).toMatch(/top rep does differently/)
  })
  it('meets an answer to her own question without asking which way the person is leaning', () => {
    const [, told] = playTurns(
      [
        'im an AE and my territory is garbage',
        'half my accounts are in industries that dont buy our product',
      ],
      mayaContext,
    )
    expect(told?.text).not.toMatch(/which way are you leaning/i)
    expect(told?.text).toMatch(/swap/i)
  })
})

describe('after a final-round interview', () => {
  const play = () =>
    playTurns(
      [
        'I did a final round interview for an AE job 2 weeks ago and nothing since',
        'should I follow up again? I already sent one email',
        'what do I write',
        'they finally replied, they went with someone else',
      ],
      mayaContext,
    )
  it('stays on the interview: the words are a note to the interviewer, not a cold email', () => {
    const replies = play()
    expect(replies.map((r) => r.situation)).toEqual([
      'interview_prep',
      'interview_prep',
      'interview_prep',
      'interview_prep',
    ])
    expect(replies[2]?.text).toMatch(/still very keen/)
    expect(replies[2]?.text).not.toMatch(/cold email/i)
  })
  it('meets the rejection with something kind and a next move', () => {
    const rejected = play()[3]
    expect(rejected?.text).toMatch(/stings/)
    expect(rejected?.text).toMatch(/feedback/)
  })
})

describe('a duration asked after a pay answer', () => {
  it('answers how long getting hired takes, not the pay ranges again', () => {
    const [, , howLong] = playTurns(
      [
        'im a 4th grade teacher, 10 years in. everyone says teachers do well in sales. is that true',
        'what would i actually make',
        'how long does it take to get hired',
      ],
      mayaContext,
    )
    expect(howLong?.text).not.toMatch(/on-target earnings/)
    expect(howLong?.text).toMatch(/each week|weeks|months/i)
  })
})

describe('a customer success manager asking for career advice', () => {
  it('gets the move from CS into sales, not the customer-success explainer or a menu', () => {
    const [advice, stay] = playTurns(
      [
        'im a customer success manager, 3 years. i want career advice',
        'should i move into sales or stay in CS',
      ],
      mayaContext,
    )
    expect(advice?.clarifying).toBe(false)
    expect(advice?.situation).toBe('csm_to_sales')
    expect(advice?.text).toMatch(/inside your own company/)
    expect(stay?.situation).toBe('csm_to_sales')
  })
})

describe('sub-cases that match what the person said', () => {
  it('meets a new graduate as a graduate, not with the no-degree case', () => {
    const [grad] = playTurns(
      ['just graduated with a marketing degree, should i be an SDR'],
      mayaContext,
    )
    expect(grad?.text).not.toMatch(/No college degree/)
    expect(grad?.text).toMatch(/new graduates/)
  })
  it('answers "am I too old" first, then "would I start at the bottom"', () => {
    const [old, bottom] = playTurns(
      [
        'im 45 and thinking about switching into tech sales from insurance, am i too old',
        'would i have to start at the bottom',
      ],
      mayaContext,
    )
    expect(old?.text.split('\n')[0]).toMatch(/too old/)
    expect(bottom?.text).toMatch(/Usually as an SDR/)
  })
})

describe('an announced detour in an interview conversation', () => {
  // Played inside the test, once the reader has loaded (beforeAll).
  const play = () =>
    playTurns(
      [
        'I have a final round interview for an SDR role on friday',
        "random question, what's a good laptop for college?",
        'ok back to the interview, what questions should I ask them at the end?',
      ],
      mayaContext,
    )
  it('says the laptop is outside what Becky knows, then answers what to ask at the end', () => {
    const [, detour, back] = play()
    expect(detour?.situation).toBe('off_topic')
    expect(detour?.clarifying).toBe(false)
    expect(back?.situation).toBe('interview_prep')
    expect(back?.text.split('\n')[0]).toMatch(/the top rep does differently/)
  })
})

describe('a customer success manager asking how long the move takes', () => {
  it('answers from the move out of CS, not with SDR-to-AE years', () => {
    const [, howLong] = playTurns(
      [
        "I'm a customer success manager and I want to move into sales as an AE. How do I make the switch?",
        'how long would the switch take?',
      ],
      mayaContext,
    )
    expect(howLong?.situation).toBe('csm_to_sales')
    expect(howLong?.text).toMatch(/open seat/)
    expect(howLong?.text).not.toMatch(/as an SDR|been an SDR/)
  })
})
