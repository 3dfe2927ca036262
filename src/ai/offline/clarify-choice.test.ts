import { describe, expect, it } from 'vitest'
import type { ChatMessage } from '@/domain/coaching'
import { chatMessage, mayaContext } from '../testing/coach-fixtures'
import { offeredReadings } from '@/domain/coaching'
import { readingChoice } from './clarify-choice'
import { answerOffline } from './offline-coach'

/** Two turns: a message that needs clarifying, then the person's pick. */
function pick(first: string, second: string) {
  const opening = answerOffline({ message: first, history: [], context: mayaContext })
  const history: ChatMessage[] = [
    chatMessage('user', first),
    chatMessage('assistant', opening.text),
  ]
  return { opening, reply: answerOffline({ message: second, history, context: mayaContext }) }
}

const unclear = 'I dread making calls every morning'

describe('picking a reading after a clarifying question', () => {
  it('needs the clarifying question to start with', () => {
    const { opening } = pick(unclear, 'ok')
    expect(opening.clarifying).toBe(true)
    expect(offeredReadings(opening.text)).toEqual(['burnout', 'nerves about cold calling'])
  })

  it('answers the reading typed back, not another clarifying question', () => {
    const { reply } = pick(unclear, 'nerves about cold calling')
    expect(reply.clarifying).toBe(false)
    expect(reply.situation).toBe('cold_call_anxiety')
    expect(reply.text).toMatch(/cold-call nerves/i)
  })

  it('takes "the first one", a single word of a title, or "I mean burnout"', () => {
    expect(pick(unclear, 'the first one').reply.situation).toBe('burnout')
    expect(pick(unclear, 'nerves').reply.situation).toBe('cold_call_anxiety')
    expect(pick(unclear, 'I mean burnout').reply.situation).toBe('burnout')
  })

  it('leaves a new question after a clarifying reply to be read on its own', () => {
    const { reply } = pick(unclear, 'how do I negotiate my first AE offer?')
    expect(reply.situation).toBe('offer_negotiation')
  })

  it('reads nothing into a reply that offered no readings', () => {
    const history = [
      chatMessage('user', 'How do I get promoted?'),
      chatMessage('assistant', 'Ask your manager for the criteria.'),
    ]
    expect(readingChoice('burnout', history)).toBeUndefined()
  })

  it('narrows "a problem at work" to its three readings instead of assuming a PIP', () => {
    const { opening, reply } = pick('hmm not sure', 'a problem at work (pay, your manager, a PIP)')
    expect(offeredReadings(opening.text)).toContain('a problem at work (pay, your manager, a PIP)')
    expect(reply.clarifying).toBe(true)
    expect(reply.text).not.toMatch(/PIP is stressful/)
    expect(offeredReadings(reply.text)).toEqual([
      'a commission dispute',
      'a difficult manager',
      'being on a performance improvement plan',
    ])
  })

  it('answers a broad reading that has one card: a new job is the job search', () => {
    // "hmm not sure" now also reads as not knowing which role fits, so a vaguer opening.
    const { reply } = pick('hmm idk', 'finding or choosing a new job')
    expect(reply.situation).toBe('job_search')
    expect(reply.clarifying).toBe(false)
  })
})

describe('readings offered when the cues find fewer than two', () => {
  it('names the card closest in wording before the broad choices', () => {
    const reply = answerOffline({
      message: 'zzqx, is invasive telephone contact with companies still the correct way?',
      history: [],
      context: mayaContext,
    })
    expect(reply.clarifying).toBe(true)
    expect(offeredReadings(reply.text)[0]).toBe('cold-call technique')
  })
})
