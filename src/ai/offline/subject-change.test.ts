import { describe, expect, it } from 'vitest'
import type { ChatMessage } from '@/domain/coaching'
import { chatMessage, strangerContext } from '../testing/coach-fixtures'
import { answerOffline } from './offline-coach'

function talk(messages: readonly string[]) {
  const history: ChatMessage[] = []
  return messages.map((message) => {
    const reply = answerOffline({ message, history, context: strangerContext })
    history.push(chatMessage('user', message), chatMessage('assistant', reply.text))
    return reply
  })
}

describe('a person who leaves the thread on purpose', () => {
  const replies = talk([
    'what does an sdr earn?',
    'what would the base be?',
    'ok unrelated, can you recommend a good novel for my 10th graders this year',
    'back to sales. what does a normal day as an sdr actually look like',
  ])

  it('is told plainly what is off topic, not given pay figures again', () => {
    expect(replies[2]?.situation).toBe('off_topic')
    expect(replies[2]?.text).not.toMatch(/\$\d/)
  })

  it('is answered on the new topic after "back to sales", not on the old thread', () => {
    expect(replies[3]?.situation).toBe('role_explainer')
  })
})
