import { describe, expect, it } from 'vitest'
import {
  chatReducer,
  historyForRequest,
  isTyping,
  messageToSend,
  type ChatState,
  type UiMessage,
} from './chat-state'

const t = '2026-03-02T10:00:00.000Z'
const msg = (id: string, role: UiMessage['role'], content: string): UiMessage => ({
  id,
  role,
  content,
  timestamp: t,
})
const start: ChatState = { messages: [msg('greeting', 'assistant', 'Hi!')], pendingId: null }
/** The next words of reply r1 streamed from the on-device model. */
const delta = (state: ChatState, text: string): ChatState =>
  chatReducer(state, { type: 'delta', id: 'r1', text, timestamp: t, onDevice: true })

describe('chatReducer', () => {
  it('shows typing from send until the first words of the reply arrive', () => {
    const sent = chatReducer(start, {
      type: 'sent',
      message: msg('u1', 'user', 'Hello'),
      replyId: 'r1',
    })
    expect(isTyping(sent)).toBe(true)
    const streaming = delta(sent, 'Hel')
    expect(isTyping(streaming)).toBe(false)
    const more = delta(streaming, 'lo!')
    expect(more.messages.at(-1)).toMatchObject({ id: 'r1', content: 'Hello!', onDevice: true })
    const done = chatReducer(more, { type: 'replied', message: msg('r1', 'assistant', 'Hello!') })
    expect(done.pendingId).toBeNull()
    expect(done.messages.map((m) => m.id)).toEqual(['greeting', 'u1', 'r1'])
  })

  it('marks a reply the offline coach finished', () => {
    const sent = chatReducer(start, {
      type: 'sent',
      message: msg('u1', 'user', 'Hi'),
      replyId: 'r1',
    })
    const partial = delta(sent, 'Sta')
    const fell = chatReducer(partial, { type: 'fallback', id: 'r1' })
    const rest = delta(fell, 'rt here')
    expect(rest.messages.at(-1)).toMatchObject({ content: 'Start here', fallback: true })
  })

  it('shows a failure text as a Becky bubble, or nothing when the caller only logs', () => {
    const sent = chatReducer(start, {
      type: 'sent',
      message: msg('u1', 'user', 'Hi'),
      replyId: 'r1',
    })
    const shown = chatReducer(sent, { type: 'failed', id: 'r1', content: 'Sorry', timestamp: t })
    expect(shown.messages.at(-1)).toMatchObject({ role: 'assistant', content: 'Sorry' })
    expect(isTyping(shown)).toBe(false)
    const hidden = chatReducer(sent, { type: 'failed', id: 'r1', content: null, timestamp: t })
    expect(hidden.messages.map((m) => m.id)).toEqual(['greeting', 'u1'])
    expect(hidden.pendingId).toBeNull()
  })
})

describe('historyForRequest', () => {
  it('sends the last 10 messages with text, oldest first', () => {
    const messages = Array.from({ length: 14 }, (_, i) =>
      msg(`m${String(i)}`, i % 2 ? 'assistant' : 'user', `message ${String(i)}`),
    )
    const history = historyForRequest([...messages, msg('empty', 'assistant', '')])
    expect(history).toHaveLength(10)
    expect(history[0]?.content).toBe('message 4')
    expect(history.at(-1)?.content).toBe('message 13')
    expect(Object.keys(history[0] ?? {}).sort()).toEqual(['content', 'id', 'role', 'timestamp'])
  })
})

describe('messageToSend', () => {
  it('trims, and refuses empty or whitespace-only input', () => {
    expect(messageToSend('  Hello Becky \n')).toBe('Hello Becky')
    expect(messageToSend('')).toBeNull()
    expect(messageToSend(' \n\t ')).toBeNull()
  })
})

describe('older messages loaded on demand', () => {
  const message = (id: string): UiMessage => ({
    id,
    role: 'user',
    content: `message ${id}`,
    timestamp: '2026-01-05T09:00:00.000Z',
  })

  it('go above the shown ones, in order, without duplicating any', () => {
    const state = { messages: [message('3'), message('4')], pendingId: null }
    const next = chatReducer(state, {
      type: 'prepended',
      messages: [message('1'), message('2'), message('3')],
    })
    expect(next.messages.map((m) => m.id)).toEqual(['1', '2', '3', '4'])
  })
})
