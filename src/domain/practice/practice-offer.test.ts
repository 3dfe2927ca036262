import { describe, expect, it } from 'vitest'
import { practiceOfferFor } from './practice-offer'

describe('practiceOfferFor', () => {
  it('offers the named call when someone asks to practise it', () => {
    expect(practiceOfferFor("let's practise a cold call")?.scenarioId).toBe('cold-call-opener')
    expect(practiceOfferFor('can we roleplay a discovery call?')?.scenarioId).toBe('discovery-call')
    expect(practiceOfferFor('can you do a mock cold call with me?')?.scenarioId).toBe(
      'cold-call-opener',
    )
  })

  it('offers an interview scenario under an interview question, without being asked to practise', () => {
    expect(
      practiceOfferFor('how do I answer sell me this pen in my interview?')?.scenarioId,
    ).toMatch(/interview/)
    expect(practiceOfferFor('what is a good interview thank-you email?')).toBeNull()
  })

  it('offers the call named, not the interview it is part of', () => {
    expect(
      practiceOfferFor('my final round interview has a mock cold call, can we practise?')
        ?.scenarioId,
    ).toBe('cold-call-opener')
  })

  it('takes the call from the conversation when the ask names none', () => {
    const earlier = ['they want me to do a mock cold call in the final round']
    expect(practiceOfferFor('can you practise it with me?', earlier)?.scenarioId).toBe(
      'cold-call-opener',
    )
    expect(practiceOfferFor('can you practise it with me?')).toEqual({
      title: 'the practice room',
    })
  })

  it('offers the room itself when the call is not named', () => {
    expect(practiceOfferFor('I want to practice')).toEqual({ title: 'the practice room' })
  })

  it('stays out of questions that only ask about a topic', () => {
    expect(practiceOfferFor('what is a good cold call opener?')).toBeNull()
    expect(practiceOfferFor('how do I handle "we already use a competitor"?')).toBeNull()
  })
})
