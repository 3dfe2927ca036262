import { describe, expect, it } from 'vitest'
import { mayaContext } from '../testing/coach-fixtures'
import { playTurns } from '../testing/play-turns'
import { withShippedReader } from '../testing/shipped-reader-hooks'

/**
 * First jobs in sales, and a late one, from posts people wrote in public: five months without a
 * deal in a long cycle, a commission-heavy start-up and a base-heavy offer, fifteen years at one
 * company and then a first quota, six missed quotas, a candidate of 58 told "culture fit".
 * Played whole with the shipped reader.
 */

await withShippedReader()

describe('five months in, zero closed, in a long sales cycle', () => {
  const [, cycle, peer] = playTurns(
    [
      "I landed my first sales job and thought it would open doors, showcase my smarts and make me a ton of money. I haven't showcased my smarts or made a ton of money. I am opening one door though, and that's to the exit.",
      '5 months. zero closed. i get intro meetings but everything is like 6-9 month cycles',
      'my manager keeps saying its normal but the guy who started same week as me already closed 2',
    ],
    mayaContext,
  )

  it('says zero closed in a six-to-nine-month cycle is the cycle, not a verdict', () => {
    expect(cycle?.text).toMatch(/length of the cycle, not a verdict/)
  })
  it('meets the comparison with a peer, not a promotion that passed the person over', () => {
    expect(peer?.situation).not.toBe('passed_over_promotion')
    expect(peer?.text).toMatch(/someone who started the same week already closed two/i)
  })
})

describe('a commission-heavy first job and a base-heavy offer', () => {
  const [, , , split, ask, safe] = playTurns(
    [
      'My first job out of college is in sales for a start-up. The pay is set up so we make most of our money in commission, and the base salary is hardly liveable in a big city.',
      'and the product keeps breaking so fewer and fewer people on the team hit quota',
      'like 2 out of 9 hit last quarter',
      'i have an interview at a big tech company and they said 65/35 split. is that good or am i just scared',
      'how do i ask what % of reps hit quota without sounding like im not confident in myself',
      'the stress of wondering if next months check will be ok is exhausting tbh. i just want to feel safe for once',
    ],
    mayaContext,
  )

  it('judges the 65/35 split instead of pointing back at an earlier script', () => {
    expect(split?.situation).toBe('pay_structure')
    expect(split?.text).toMatch(/65\/35 is a steady split/)
    expect(split?.text).not.toMatch(/The words are in my message above/)
  })
  it('words the attainment question as diligence, not a menu', () => {
    expect(ask?.clarifying).toBe(false)
    expect(ask?.text).toMatch(/Ask it as diligence/)
  })
  it('meets the wish to feel safe with care and no interview tips or paid step', () => {
    expect(safe?.text).toMatch(/one commission check to the next/)
    expect(safe?.text).not.toMatch(/interview|credits to unlock/i)
  })
})

describe('fifteen years at one company, then a first sales seat', () => {
  const [, managed, , , ethics] = playTurns(
    [
      "I'm wrapping up my first full week at my new job. A new company for the first time in 15 years, and I've never even been in a sales role until now. There are moments where imposter syndrome takes over.",
      'weird part is i managed sales people the last 3 yrs, same territory. so i know what im doing but i dont',
      'i wrote "scared money won\'t make money" on a post it this morning. is that cringe',
      'what should i actually focus on in the first 30 days? they gave me a book of accounts and a ramp number',
      'i left my last place bc of ethics stuff. how do i not end up back in that situation',
    ],
    mayaContext,
  )

  it('hears impostor feelings, not a quota raised mid-year', () => {
    expect(managed?.situation).toBe('low_confidence')
    expect(managed?.text).not.toMatch(/retroactive|new quota/)
  })
  it('answers how to avoid another employer that bends the truth', () => {
    expect(ethics?.situation).toBe('asked_to_mislead')
    expect(ethics?.text).toMatch(/Left a job over ethics/)
  })
})

describe('hired into SaaS, then six missed quotas', () => {
  const [story, , months] = playTurns(
    [
      'I had a tiny bit of sales experience from a whole other industry, zero tech experience, I was 25 and really nervous. I got the job at the SaaS company and then went on to miss my first six quotas in a row.',
      'in the panel interview the VP said they only hire people who could become managers someday. now i feel like a joke',
      '6 months. closest i got was like 70%',
    ],
    mayaContext,
  )

  it('never congratulates a story that ends in six missed quotas', () => {
    expect(story?.situation).not.toBe('celebration')
    expect(story?.text).not.toMatch(/congratulations/i)
  })
  it('takes "closest I got was 70%" to missing quota, not a holding line', () => {
    expect(months?.situation).toBe('missed_quota')
    expect(months?.text).not.toMatch(/Got it, that helps/)
  })
})

describe('58, a young office and "culture fit"', () => {
  const [, code, dates, , humiliating] = playTurns(
    [
      'I saw an Account Executive - Enterprise Sales job at a fast growing travel technology company in Palo Alto, and with my experience in corporate travel I knew this was my sweet spot. The hiring manager said "You\'ve got the goods. My only question is whether you would fit into our culture."',
      'the whole office was like 25 yrs old. is culture code for age',
      'im 58. should i be taking the dates off my resume',
      'how do i handle the culture thing if they bring me back for another round',
      'honestly its humiliating being the old guy in the room. i was a top performer for 20 years',
    ],
    mayaContext,
  )

  it('answers "is culture code for age" for a candidate, not a report to HR', () => {
    expect(code?.text).toMatch(/is code for your age/)
    expect(code?.text).not.toMatch(/report it through HR/)
  })
  it('says which dates to keep on an older resume', () => {
    expect(dates?.text).toMatch(/Keep dates on the last 10 to 15 years/)
  })
  it('meets the humiliation with care about age, not interview questions to ask', () => {
    expect(humiliating?.text).toMatch(/older than most of the floor/)
    expect(humiliating?.text).not.toMatch(/Questions to ask them at the end|report/i)
  })
})

describe('a new grad turned down, "a perfect fit for the culture"', () => {
  const [rejected] = playTurns(
    [
      'I interviewed for an SDR role for new graduates, with a referral from a successful AE, and got through the final round expecting an offer. The recruiter said I was a perfect fit for the culture but my shortcoming was a lack of SaaS sales. For a new grad role!?',
    ],
    mayaContext,
  )

  it('says nothing about age to a new graduate', () => {
    expect(rejected?.text).not.toMatch(/your age|younger than you/)
  })
})

describe('bartending to car sales, and twelve years that feel wasted', () => {
  const [, , , , , nowhere] = playTurns(
    [
      "I'm counting down the days until I start a new position in automotive sales. I'm 33, I've been bartending, managing a liquor store, driving 70 miles a day selling booze to liquor stores for 10% commission, and I never broke the $50K mark.",
      'yeah i know its cars not software. it was who would hire me',
      'should i have held out for an SDR job? i applied to a few and heard nothing back',
      'still 86k in student debt btw so i cant really do a long shot',
      'if i do cars for a year can i use that to get into tech sales after',
      'idk. sometimes it feels like 12 years of my life went nowhere',
    ],
    mayaContext,
  )

  it('meets "12 years of my life went nowhere" with care, not a holding line', () => {
    expect(nowhere?.situation).toBe('distress_general')
    expect(nowhere?.text).not.toMatch(/Got it, that helps/)
  })
})
