import { describe, expect, it } from 'vitest'
import { firstReply } from '../testing/play-turns'

const first = firstReply

describe('short questions typed on a phone', () => {
  it('reads a dated ultimatum as a PIP without the paperwork, with no paid step', () => {
    const reply = first("they gave me 30 days to hit 100% or I'm out. realistic?")
    expect(reply?.situation).toBe('pip')
    expect(reply?.text).not.toMatch(/credits|unlock/i)
  })

  it('reads a deadline on an offer as part of negotiating it, not as resigning', () => {
    expect(
      first('They gave me 24 hours to accept an offer. Can I ask for more time?')?.situation,
    ).toBe('offer_negotiation')
  })

  it('reads "every call feels like a chore, I used to love sales" as burnout', () => {
    expect(first('Every call feels like a chore now, I used to love sales')?.situation).toBe(
      'burnout',
    )
  })
})

describe('pay in a field the catalogue does not cover', () => {
  it('says it has no medical device figures before giving the nearest tech range', () => {
    const text = first('How much do medical device sales reps make?')?.text ?? ''
    expect(text).toMatch(/^Maya, I have no medical device sales figures/)
    expect(text).not.toMatch(/here is what the role pays/i)
    expect(text).toMatch(/\*\*Account Executive\*\*: \$/)
  })

  it('keeps the plain answer for a tech role', () => {
    expect(first('How much does an SDR make?')?.text).not.toMatch(/I have no/)
  })

  it('answers a tech company that sells into the field as tech sales', () => {
    const reply = first('what do reps at an insurance software company make?')
    expect(reply?.situation).toBe('salary_by_role')
    expect(reply?.text).not.toMatch(/I have no/)
    expect(reply?.text).toMatch(/\*\*Account Executive\*\*: \$/)
  })

  it('reads "what do salespeople at Salesforce make?" as pay, not the CRM', () => {
    expect(first('what do salespeople at Salesforce make?')?.situation).toBe('salary_by_role')
  })
})

describe('the parts of a call', () => {
  it('answers how to end a call with how to end it', () => {
    const reply = first('how do I end a call')
    expect(reply?.situation).toBe('cold_calling')
    expect(reply?.text).toMatch(/end the call on a meeting/i)
  })

  it('says when calling back someone who said no is fine', () => {
    const reply = first(
      'I called a list of local businesses a few months ago. We have new services now. Is it okay to call the ones who said no last time?',
    )
    expect(reply?.text).toMatch(/calling back someone who said no: fine after a few months/i)
  })
})

describe('leaving sales', () => {
  it('does not restate progress on a sales roadmap to someone leaving sales', () => {
    const text = first(
      "I'm done with sales after 3 years. What else can I do with this experience?",
    )?.text
    expect(text).toMatch(/customer success/i)
    expect(text).not.toMatch(/working towards|roadmap steps done/i)
  })
})

describe('a buyer comparing vendors', () => {
  it('reads "a side by side comparison with a competitor" as the competitor objection, not self-doubt', () => {
    expect(
      first('how do I handle a prospect who wants a side by side comparison with a competitor?')
        ?.situation,
    ).toBe('objection_competitor')
  })
})

describe('the progress line only where it changes the advice', () => {
  it('leaves it out of an offer comparison and keeps it for the path to the target role', () => {
    const offer = first(
      'I have two offers, one at a big company with lower OTE and one at a startup with higher OTE. Which one?',
    )
    expect(offer?.text).not.toMatch(/roadmap steps done/)
    const path = first('How do I get promoted from SDR to AE?')
    expect(path?.text).toMatch(/roadmap steps done/)
  })
})

describe('a deal that died', () => {
  it.each(['this deal is dead', 'I think this deal is dead, what now?'])(
    'answers "%s" as a lost deal, without a crisis line',
    (message) => {
      const reply = first(message)
      expect(reply?.situation).toBe('lost_deal')
      expect(reply?.text).not.toMatch(/988/)
    },
  )
})
