import { describe, expect, it } from 'vitest'
import {
  parseChatEvents,
  type ChatHistoryResponse,
  type ChatResponse,
  type ChatStreamEvent,
} from '@/contract'
import type { ServiceDeps } from '@/services'
import { BASE, call, useTestApi } from '../test-kit'

type Engine = ReturnType<NonNullable<ServiceDeps['coach']>>

const tokens = ['Great ', 'question', ', Ada. ', '**Start** with discovery.']
let failAfter: number | null = null

/** A stand-in for the on-device model: yields tokens, or throws part-way when told to. */
const fakeModel: Engine = {
  kind: 'on-device',
  async *reply() {
    for (const [i, token] of tokens.entries()) {
      if (failAfter !== null && i === failAfter) throw new Error('GPU device lost')
      await Promise.resolve()
      yield token
    }
  },
}

useTestApi({ passwordIterations: 1000, coach: () => fakeModel })

const guest = 'guest-1767225600000-7'

async function streamChat(body: unknown, path = '/api/chat/becky', accept = 'text/event-stream') {
  const response = await fetch(BASE + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept, 'x-guest-session': guest },
    body: JSON.stringify(body),
  })
  const text = await response.text()
  return { response, events: parseChatEvents(text).events }
}

const deltas = (events: ChatStreamEvent[]) =>
  events.flatMap((e) => (e.type === 'delta' ? [e.text] : []))

describe('streamed POST /api/chat/becky', () => {
  it('streams the model tokens as server-sent events and stores the exchange at the end', async () => {
    failAfter = null
    const { response, events } = await streamChat({ message: 'How do I run discovery?' })
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/)
    expect(events[0]).toEqual({ type: 'start', engine: 'on-device' })
    expect(deltas(events)).toEqual(tokens)
    expect(events.at(-1)).toEqual({
      type: 'done',
      response: tokens.join(''),
      engine: 'on-device',
      fallback: false,
    })
    const history = await call('GET', '/api/chat/history', { guest })
    const stored = (history.json as unknown as ChatHistoryResponse).messages
    expect(stored.map((m) => m.content)).toEqual(['How do I run discovery?', tokens.join('')])
  })

  it('is also asked for with ?stream=1', async () => {
    failAfter = null
    const { events } = await streamChat({ message: 'Hello' }, '/api/chat/becky?stream=1', '*/*')
    expect(events.map((e) => e.type)).toEqual(['start', 'delta', 'delta', 'delta', 'delta', 'done'])
  })

  it('says so when the model fails mid-reply and lets the offline coach finish', async () => {
    failAfter = 2
    const { events } = await streamChat({ message: 'How do I negotiate my salary?' })
    const types = events.map((e) => e.type)
    expect(types.slice(0, 3)).toEqual(['start', 'delta', 'delta'])
    expect(types).toContain('fallback')
    const done = events.at(-1) as ChatResponse & { type: 'done' }
    expect(done.type).toBe('done')
    expect(done.fallback).toBe(true)
    expect(done.response.startsWith('Great question\n\n')).toBe(true)
    expect(done.response.length).toBeGreaterThan('Great question\n\n'.length + 40)
  })

  it('keeps the JSON form for clients that do not ask for a stream', async () => {
    failAfter = null
    const res = await call('POST', '/api/chat/becky', { body: { message: 'Hi there' }, guest })
    expect(res.status).toBe(200)
    expect(res.json).toEqual({ response: tokens.join(''), engine: 'on-device', fallback: false })
  })

  it('answers validation errors as JSON before any stream starts', async () => {
    const { response } = await streamChat({ message: '' })
    expect(response.status).toBe(400)
    expect(response.headers.get('content-type')).toMatch(/json/)
  })
})
