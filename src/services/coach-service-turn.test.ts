import { describe, expect, it } from 'vitest'
import {
  createOfflineCoach,
  createWebLlmCoach,
  fallbackNotice,
  midReplyNotice,
  type CoachEngine,
  type CoachInput,
  type ModelTransport,
} from '@/ai'
import type { ChatStreamEvent } from '@/contract'
import { runTurn } from './coach-service-turn'

const input: CoachInput = {
  message: 'How do I negotiate my OTE?',
  history: [],
  context: { memory: null, diagnostic: null },
}

/** A model transport that streams the given tokens, then throws if told to. */
function transport(tokens: string[], failure?: string): ModelTransport {
  return {
    load: () => Promise.resolve(),
    async *reply() {
      for (const token of tokens) {
        await Promise.resolve()
        yield token
      }
      if (failure !== undefined) throw new Error(failure)
    },
    interrupt: () => undefined,
    unload: () => Promise.resolve(),
    cacheStatus: () => Promise.resolve(true),
    deleteModel: () => Promise.resolve(),
    dispose: () => undefined,
  }
}

async function drain(events: AsyncGenerator<ChatStreamEvent>) {
  const all: ChatStreamEvent[] = []
  for await (const event of events) all.push(event)
  return all
}

const offline = createOfflineCoach()
const offlineText = offline.answer(input).text

describe('runTurn', () => {
  it('streams the on-device tokens and reports the engine', async () => {
    const engine = createWebLlmCoach({ transport: transport(['Ask ', 'for ', 'more.']) })
    const { events, outcome } = runTurn(engine, offline, input)
    const all = await drain(events)
    expect(all[0]).toEqual({ type: 'start', engine: 'on-device' })
    expect(all.at(-1)).toEqual({
      type: 'done',
      response: 'Ask for more.',
      engine: 'on-device',
      fallback: false,
    })
    expect(outcome).toMatchObject({ text: 'Ask for more.', complete: true, fallback: false })
  })

  it("turns the model's fallback notice into a fallback event and keeps it out of the text", async () => {
    const engine = createWebLlmCoach({ transport: transport([], 'device lost') })
    const { events, outcome } = runTurn(engine, offline, input)
    const all = await drain(events)
    expect(all.filter((e) => e.type === 'fallback')).toHaveLength(1)
    expect(outcome.fallback).toBe(true)
    expect(outcome.text).not.toContain(fallbackNotice)
    expect(outcome.text).toBe(offlineText)
  })

  it('keeps a mid-reply failure apart: the unfinished text, the note, then the offline answer', async () => {
    const engine = createWebLlmCoach({ transport: transport(['Start ', 'by'], 'device lost') })
    const { events, outcome } = runTurn(engine, offline, input)
    const all = await drain(events)
    expect(all.filter((e) => e.type === 'fallback')).toHaveLength(1)
    expect(outcome.text).toBe(`Start by\n\n**${midReplyNotice}**\n\n${offlineText}`)
  })

  it('lets the offline coach answer when another engine throws before saying anything', async () => {
    const broken: CoachEngine = {
      kind: 'on-device',
      // eslint-disable-next-line require-yield -- a stream that fails before its first token
      async *reply() {
        await Promise.resolve()
        throw new Error('worker crashed')
      },
    }
    const { events, outcome } = runTurn(broken, offline, input)
    const all = await drain(events)
    expect(all.map((e) => e.type)).toEqual(['start', 'fallback', 'delta', 'done'])
    expect(outcome.text).toBe(offlineText)
  })

  it('ends with an error event when the offline coach itself fails', async () => {
    const broken: CoachEngine = {
      kind: 'offline',
      // eslint-disable-next-line require-yield -- a stream that fails before its first token
      async *reply() {
        await Promise.resolve()
        throw new Error('bad table')
      },
    }
    const all = await drain(runTurn(broken, offline, input).events)
    expect(all.at(-1)).toEqual({ type: 'error', message: 'Becky could not answer: bad table' })
  })

  it('stops quietly, without done, when the reader aborts', async () => {
    const abort = new AbortController()
    const engine = createWebLlmCoach({ transport: transport(['One ', 'two ', 'three']) })
    const { events, outcome } = runTurn(engine, offline, input, abort.signal)
    const seen: ChatStreamEvent[] = []
    for await (const event of events) {
      seen.push(event)
      if (event.type === 'delta') abort.abort()
    }
    expect(seen.map((e) => e.type)).toEqual(['start', 'delta'])
    expect(outcome.complete).toBe(false)
  })
})
