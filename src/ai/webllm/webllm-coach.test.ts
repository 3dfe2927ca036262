import { describe, expect, it } from 'vitest'
import { collectReply, type CoachInput } from '../coach-engine'
import { answerOffline } from '../offline/offline-coach'
import { fakeEngine, fakeTransport, memoryPort } from '../testing/fake-model'
import { mayaContext } from '../testing/coach-fixtures'
import { createWebLlmCoach, fallbackNotice, midReplyNotice } from './webllm-coach'
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

  it('never glues a partial reply to the offline answer: the note sets them apart', async () => {
    const failures: string[] = []
    const coach = createWebLlmCoach({
      transport: fakeTransport({ tokens: ['Start ', 'of ', 'answer'], failAfter: 2 }),
      onModelFailure: (reason) => failures.push(reason),
    })
    const text = await collectReply(coach.reply(input))
    const offline = answerOffline(input).text
    expect(text).toBe(`Start of \n\n**${midReplyNotice}**\n\n${offline}`)
    // The partial text and the offline answer are separate paragraphs with the note between.
    const paragraphs = text.split('\n\n')
    expect(paragraphs[0]).toBe('Start of ')
    expect(paragraphs[1]).toContain('unfinished')
    expect(coach.lastReplyUsedFallback).toBe(true)
    expect(failures).toEqual(['The on-device model stopped: GPU device lost'])
  })

  it('reports no failure when the reader aborts', async () => {
    const failures: string[] = []
    const coach = createWebLlmCoach({
      transport: fakeTransport({ tokens: ['a', 'b', 'c'] }),
      onModelFailure: (reason) => failures.push(reason),
    })
    const controller = new AbortController()
    for await (const chunk of coach.reply(input, controller.signal)) {
      if (chunk === 'a') controller.abort()
    }
    expect(failures).toEqual([])
  })

  it('grounds the prompt on the diagnostic and the matched situation card, with no raw ids', async () => {
    const engine = fakeEngine({ tokens: ['ok'] })
    const coach = createWebLlmCoach({ transport: createWorkerTransport(() => memoryPort(engine)) })
    await collectReply(coach.reply(input))
    const system = engine.lastMessages?.[0]?.content ?? ''
    expect(system).toContain('SITUATION: handling objections')
    expect(system).toContain('Account Executive: ')
    expect(system).toContain('% match')
    expect(system).toContain('Phase 1 (')
    expect(system).not.toMatch(/objection_handling|objection_general|roleId|stepId|\bae\b|\bsdr\b/)
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
