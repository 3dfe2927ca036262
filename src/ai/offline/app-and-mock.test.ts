import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import type { ChatMessage } from '@/domain/coaching'
import { chatMessage, mayaContext, strangerContext } from '../testing/coach-fixtures'
import { playTurns } from '../testing/play-turns'
import { topicFileSchema } from './app-and-mock'
import { answerOffline } from './offline-coach'

const file: unknown = JSON.parse(readFileSync(new URL('data/topics.json', import.meta.url), 'utf8'))

describe('the topics file', () => {
  it('follows its schema', () => {
    expect(topicFileSchema.safeParse(file).error?.issues ?? []).toEqual([])
  })

  it('refuses an app help topic the composer does not know, so a typo never goes unanswered silently', () => {
    const data = topicFileSchema.parse(file)
    const [first, ...rest] = data.app.topics
    const broken = { ...data, app: { ...data.app, topics: [{ ...first, id: 'Credits' }, ...rest] } }
    expect(topicFileSchema.safeParse(broken).success).toBe(false)
  })
})

function ask(message: string, history: ChatMessage[] = []) {
  return answerOffline({ message, history, context: strangerContext })
}

describe('the cards that read these tables', () => {
  it('lists resources on the card the message names: a book on cold calling is about calls', () => {
    const reply = ask('recommend a book on cold calling')
    expect(reply.situation).toBe('learning_resources')
    // The cold calling card's resource words (calling, prospecting, scripts) pick the books.
    expect(reply.text).toContain('**Cold Calling Sucks')
    expect(reply.text).toContain('**Fanatical Prospecting**')
  })

  it('asks the next mock question on "next question" instead of grading it as an answer', () => {
    const history: ChatMessage[] = []
    const first = ask('Can you give me a mock interview?', history)
    history.push(chatMessage('user', 'mock interview'), chatMessage('assistant', first.text))
    const next = ask('next question', history)
    expect(next.situation).toBe('mock_interview')
    expect(next.text).toContain('**Mock question 2')
    expect(next.text).not.toContain('feedback on your answer')
  })

  it('leaves the mock for a short question on another card', () => {
    const first = ask('Can you give me a mock interview?')
    const history = [chatMessage('user', 'mock'), chatMessage('assistant', first.text)]
    const reply = ask('how do I handle the price objection?', history)
    expect(reply.text).not.toContain('**Mock question')
  })
})

describe('a mock interview for the role the person names', () => {
  it('asks SDR questions when asked for an SDR mock, though the plan targets AE', () => {
    const [start, answered] = playTurns(
      [
        'can we do a mock interview for an SDR role?',
        "I've spent five years persuading 30 kids and their parents every day",
      ],
      mayaContext,
    )
    expect(start?.text).toContain('(Sales Development Representative)')
    expect(answered?.text).toContain('(Sales Development Representative)')
    expect(start?.text).not.toContain('(Account Executive)')
  })
})
