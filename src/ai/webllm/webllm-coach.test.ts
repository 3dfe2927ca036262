import { describe, expect, it } from 'vitest'
import { collectReply, type CoachInput } from '../coach-engine'
import { answerOffline } from '../offline/offline-coach'
import { fakeEngine, fakeTransport, memoryPort } from '../testing/fake-model'
import { mayaContext } from '../testing/coach-fixtures'
import { createWebLlmCoach, fallbackNotice } from './webllm-coach'
import { createWorkerTransport } from './worker-transport'

const input: CoachInput = {
  message: 'How do I handle objections?',
  history: [],
  context: mayaContext,
}

describe('on-device coach', () => {
  it('streams the model tokens in order, without fallback', async () => {
    const coach = createWebLlmCoach({
      transport: fakeTransport({ tokens: ['Acknowledge, ', 'ask, ', 'answer.'] }),
    })
    expect(coach.kind).toBe('on-device')
    const chunks: string[] = []
    for await (const chunk of coach.reply(input)) chunks.push(chunk)
    expect(chunks).toEqual(['Acknowledge, ', 'ask, ', 'answer.'])
    expect(coach.lastReplyUsedFallback).toBe(false)
  })

  it('sends the grounded prompt through the worker: system first, question last', async () => {
    const engine = fakeEngine({ tokens: ['ok'] })
    const coach = createWebLlmCoach({ transport: createWorkerTransport(() => memoryPort(engine)) })
    await collectReply(coach.reply(input))
    expect(engine.lastMessages?.[0]?.role).toBe('system')
    expect(engine.lastMessages?.at(-1)?.content).toContain('How do I handle objections?')
  })

  it('stops when aborted, without falling back', async () => {
    const coach = createWebLlmCoach({ transport: fakeTransport({ tokens: ['a', 'b', 'c', 'd'] }) })
    const controller = new AbortController()
    const chunks: string[] = []
    for await (const chunk of coach.reply(input, controller.signal)) {
      chunks.push(chunk)
      if (chunks.length === 2) controller.abort()
    }
    expect(chunks).toEqual(['a', 'b'])
    expect(coach.lastReplyUsedFallback).toBe(false)
  })

  it('falls back to the offline coach when the model fails mid-reply, and says so', async () => {
    const coach = createWebLlmCoach({
      transport: fakeTransport({ tokens: ['Start ', 'of ', 'answer'], failAfter: 2 }),
    })
    const text = await collectReply(coach.reply(input))
    expect(text.startsWith('Start of ')).toBe(true)
    expect(text).toContain(fallbackNotice)
    expect(text.endsWith(answerOffline(input).text)).toBe(true)
    expect(coach.lastReplyUsedFallback).toBe(true)
  })

  it('falls back when the model fails at once or says nothing', async () => {
    for (const script of [{ tokens: ['x'], failAfter: 0 }, { tokens: [] }]) {
      const coach = createWebLlmCoach({ transport: fakeTransport(script) })
      const text = await collectReply(coach.reply(input))
      expect(text).toBe(`${fallbackNotice}\n\n${answerOffline(input).text}`)
      expect(coach.lastReplyUsedFallback).toBe(true)
    }
  })

  it('resets the fallback flag on the next good reply', async () => {
    let fail = true
    const good = fakeTransport({ tokens: ['fine'] })
    const bad = fakeTransport({ tokens: ['x'], failAfter: 0 })
    const coach = createWebLlmCoach({
      transport: { ...good, reply: (m, s) => (fail ? bad.reply(m, s) : good.reply(m, s)) },
    })
    await collectReply(coach.reply(input))
    expect(coach.lastReplyUsedFallback).toBe(true)
    fail = false
    expect(await collectReply(coach.reply(input))).toBe('fine')
    expect(coach.lastReplyUsedFallback).toBe(false)
  })
})
