import { describe, expect, it } from 'vitest'
import { companyIn, draftKindOf } from './compose-drafts'
import { mayaContext } from '../testing/coach-fixtures'
import { answerOffline } from './offline-coach'
import { normalise } from './understand'

const bare = { memory: null, diagnostic: null }

describe('drafts built from the request itself', () => {
  it('reads the company a request names, and never a role title as one', () => {
    expect(companyIn('write a linkedin note to a recruiter at Datadog')).toBe('Datadog')
    expect(companyIn('thank you email after my interview with Gong')).toBe('Gong')
    expect(companyIn('write me a linkedin message for AE roles')).toBeUndefined()
    expect(companyIn('write me a follow up email')).toBeUndefined()
  })

  it('takes the full stop that ends a sentence off a company name', () => {
    expect(companyIn("I'm going with Salesforce. how do I say no?")).toBe('Salesforce')
  })

  it('answers "how do I turn down the startup nicely?" with a note declining the offer', () => {
    const reply = answerOffline({
      message: "I'm going with Salesforce. how do I turn down the startup nicely?",
      history: [],
      context: mayaContext,
    })
    expect(reply.situation).toBe('offer_comparison')
    expect(reply.text).toMatch(/I will have to decline/)
    expect(reply.text).toMatch(/do not owe a detailed reason/)
    expect(reply.text).not.toMatch(/funding runway|enablement programme/)
  })

  it('tells an interview thank-you from a follow-up to a prospect', () => {
    expect(draftKindOf(normalise('write a thank you email after my interview').text)).toBe(
      'interview_thank_you',
    )
    expect(draftKindOf(normalise('write a follow up email to a prospect').text)).toBe(
      'follow_up_email',
    )
    // A follow-up after an interview is the note to the interviewer, not the prospect template.
    expect(
      draftKindOf(normalise('write a follow up email after my final round interview').text),
    ).toBe('interview_thank_you')
  })

  it('writes a first email to a prospect as a cold email, not as a follow-up after a call', () => {
    const reply = answerOffline({
      message: 'how do I write a good cold email to a CFO at Ramp?',
      history: [],
      context: bare,
    })
    expect(reply.situation).toBe('cold_email')
    expect(reply.text).toContain('a cold email to a CFO')
    expect(reply.text).toContain('applies to Ramp?')
    expect(reply.text).not.toContain('thanks again for')
  })

  it('fills the company and the role the request names into the thank-you note', () => {
    const reply = answerOffline({
      message: 'can you write a thank you email after my AE interview with Gong',
      history: [],
      context: bare,
    })
    expect(reply.text).toContain('the Account Executive role at Gong')
    expect(reply.text).not.toContain('next step')
  })
})

describe('a LinkedIn note built from the journey', () => {
  it('reads as a person wrote it: no "1 steps", no roadmap jargon', () => {
    const reply = answerOffline({
      message: 'Can you help me write a LinkedIn message to a hiring manager at Datadog?',
      history: [],
      context: mayaContext,
    })
    expect(reply.text).toContain('Datadog')
    expect(reply.text).not.toMatch(/\b1 steps\b|steps of my/)
  })
})
