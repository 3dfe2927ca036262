import { describe, expect, it } from 'vitest'
import { mayaContext } from '../testing/coach-fixtures'
import { answerOffline } from './offline-coach'

/** Short questions typed into the chat as people type them, each answered on its own topic. */
const ask = (message: string) => answerOffline({ message, history: [], context: mayaContext })

describe('everyday questions', () => {
  it('gives words for salary expectations before an offer, not a counter to one', () => {
    const reply = ask('a recruiter asked my salary expectations, what do I say?')
    expect(reply.situation).toBe('offer_negotiation')
    expect(reply.text).toContain('What budget do you have for the role?')
    expect(reply.text).not.toContain('ready to sign')
  })

  it('gives counter words when an offer is on the table', () => {
    const reply = ask('they offered 60k base, what do I say to counter?')
    expect(reply.situation).toBe('offer_negotiation')
    expect(reply.text).toContain('I was expecting a base of')
  })

  it('reads a rep over quota who was not promoted as passed over, not as missing quota', () => {
    const reply = ask('I hit 140% of quota and they still didn’t promote me')
    expect(reply.situation).toBe('passed_over_promotion')
    expect(reply.text).not.toMatch(/behind on quota/i)
  })

  it('meets freezing on price questions with the price answer', () => {
    const reply = ask('I keep freezing when people ask about price')
    expect(reply.situation).toBe('objection_budget')
    expect(reply.text).toContain('give a straight range')
  })
})
