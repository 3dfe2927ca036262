import { describe, expect, it } from 'vitest'
import { collectReply, type CoachInput } from '../coach-engine'
import { answerOffline } from '../offline/offline-coach'
import { fakeEngine, fakeTransport, memoryPort } from '../testing/fake-model'
import { mayaContext } from '../testing/coach-fixtures'
import type { CoachGrounding } from '../prompt/grounding'
import { safetyRules } from '../prompt/persona'
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
    expect(system).toContain('1. handling objections\n')
    expect(system).toContain('- Their target role is Account Executive.')
    expect(system).toContain('Account Executive: ')
    expect(system).toContain('% match')
    expect(system).toContain('Phase 1 (')
    expect(system).not.toMatch(/objection_handling|objection_general|roleId|stepId|\bae\b|\bsdr\b/)
    expect(system).not.toMatch(/\b[a-z]+_[a-z_]+\b/)
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

  it('puts the readings and the facts of the grounding in the system message', async () => {
    const engine = fakeEngine({ tokens: ['ok'] })
    const grounding: CoachGrounding = {
      readings: [
        { title: 'handling objections', guidance: 'Acknowledge, ask, answer, confirm.' },
        { title: 'pricing pushback', guidance: 'Ask what the price is compared with.' },
      ],
      thread: 'objections on discovery calls',
      facts: ['Their plan runs 6-9 months.', 'Steps done (2 of 6): Run real discovery.'],
      distress: false,
    }
    const coach = createWebLlmCoach({
      transport: createWorkerTransport(() => memoryPort(engine)),
      grounding: () => grounding,
    })
    await collectReply(coach.reply(input))
    const [system, ...rest] = engine.lastMessages ?? []
    expect(system?.role).toBe('system')
    expect(system?.content).toContain('1. handling objections\nAcknowledge, ask, answer, confirm.')
    expect(system?.content).toContain('2. pricing pushback\nAsk what the price is compared with.')
    expect(system?.content).toContain('- Their plan runs 6-9 months.')
    expect(system?.content).toContain('- Steps done (2 of 6): Run real discovery.')
    expect(system?.content).toContain('the conversation is about objections on discovery calls')
    expect(rest.every((m) => m.role !== 'system')).toBe(true)
  })

  it('an override from the safety rules is the reply, and never reaches the engine', async () => {
    const engine = fakeEngine({ tokens: ['model text'] })
    const coach = createWebLlmCoach({
      transport: createWorkerTransport(() => memoryPort(engine)),
      grounding: () => ({
        readings: [],
        facts: [],
        distress: true,
        safety: 'crisis',
        overrideText: 'Please call or text 988 now.',
      }),
    })
    expect(await collectReply(coach.reply(input))).toBe('Please call or text 988 now.')
    expect(engine.lastMessages).toBeUndefined()
    expect(coach.lastReplyUsedFallback).toBe(false)
  })

  it('a crisis message is answered by the offline rules without asking the model', async () => {
    const transport = fakeTransport({ tokens: ['model text'] })
    const failures: string[] = []
    const coach = createWebLlmCoach({ transport, onModelFailure: (r) => failures.push(r) })
    const crisis: CoachInput = { ...input, message: 'I want to end my life' }
    const text = await collectReply(coach.reply(crisis))
    expect(text).toBe(answerOffline(crisis).text)
    expect(text).toContain('988')
    expect(transport.calls).not.toContain('reply')
    expect(failures).toEqual([])
  })

  it('distress: the system message carries the care instructions', async () => {
    const engine = fakeEngine({ tokens: ['ok'] })
    const coach = createWebLlmCoach({ transport: createWorkerTransport(() => memoryPort(engine)) })
    await collectReply(
      coach.reply({
        ...input,
        message: "I'm so overwhelmed, I can't cope, I keep crying at my desk",
      }),
    )
    const system = engine.lastMessages?.[0]?.content ?? ''
    expect(system).toContain(safetyRules.distress)
    expect(system).toMatch(/sleeping/)
    expect(system).toMatch(/doctor/)
    expect(system).toMatch(/employee assistance line/)
    expect(system).toMatch(/No quota maths/)
    expect(system).not.toContain('Next roadmap step')
    // The person's words stay in the user turn.
    expect(system).not.toContain('crying at my desk')
    expect(engine.lastMessages?.at(-1)?.content).toContain('crying at my desk')
  })
})
