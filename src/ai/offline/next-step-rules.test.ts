import { describe, expect, it } from 'vitest'
import { mayaContext } from '../testing/coach-fixtures'
import { answerOffline } from './offline-coach'

function nextStepOf(message: string): string {
  const { text } = answerOffline({ message, history: [], context: mayaContext })
  return text.split('\n').find((line) => line.startsWith('**Next step:**')) ?? ''
}

describe('the next step fits what was asked', () => {
  it('names a book when someone asks for a book on a skill', () => {
    const step = nextStepOf('can you recommend a good book on discovery?')
    expect(step).toMatch(/\(book, /)
  })

  it('never ends a pay dispute that asks for resources with a credits offer', () => {
    const a = answerOffline({
      message:
        'My manager wants to pay my commission only on the first month the customer pays, not on the annual contract value, even though my plan says I earn on ACV. Are there any resources or articles I can show him?',
      history: [],
      context: mayaContext,
    })
    expect(a.situation).toBe('commission_dispute')
    expect(a.text).not.toMatch(/credits|unlock/i)
  })

  it('lists resources after a long story, and ends on no step that costs credits', () => {
    const { text } = answerOffline({
      message:
        'I started as an SDR four months ago after six years in retail. My manager is supportive and my team is friendly, but I feel behind the others on product knowledge and on how to run a good conversation with a buyer. I spend my evenings trying to catch up and I want to use that time well. What books or courses would you recommend I read first?',
      history: [],
      context: mayaContext,
    })
    expect(text).toContain('From the SalesPath catalogue:')
    expect(text).not.toMatch(/credits|unlock/i)
  })

  it('sells no step on a skill question that also says the job is at risk', () => {
    const a = answerOffline({
      message: 'how do I prepare a mock pitch? my manager said I might be let go if it goes badly',
      history: [],
      context: mayaContext,
    })
    expect(a.situation).toBe('mock_pitch')
    expect(a.text).not.toMatch(/credits|unlock/i)
    // The same question without the threat keeps its roadmap step, paid or not.
    expect(nextStepOf('how do I prepare a mock pitch?')).toMatch(/roadmap/)
  })

  it('sells no step when the reading is a close call', () => {
    const a = answerOffline({
      message: 'I want to send an email to a client whose order is late, can you help?',
      history: [],
      context: mayaContext,
    })
    expect(a.confidence).toBeLessThan(0.6)
    expect(a.text).not.toMatch(/credits|unlock/i)
  })
})
