import { describe, expect, it } from 'vitest'
import { getScenario, startSession, takeTurn, type PracticeSession } from '@/domain/practice'
import type { CandidateFacts } from '@/domain/practice'
import { strongColdCall } from '@/domain/practice/testing/sample-calls'
import type { StartTimer, VoiceRequest } from '@/domain/practice/voice'
import { fakeEngine, fakeTransport, memoryPort } from '../testing/fake-model'
import { voiceProspectLine } from './prospect-voice-task'
import { createWorkerTransport } from './worker-transport'

const at = new Date('2026-01-05T09:00:00Z')
const never: StartTimer = () => () => undefined

function call(scenarioId: string, lines: readonly string[], candidate?: CandidateFacts) {
  const scenario = getScenario(scenarioId)!
  let session: PracticeSession = startSession(scenario, 'voice', 7, at, candidate)
  for (const line of lines) session = takeTurn(session, scenario, line)
  return session
}

const requestOf = (session: PracticeSession): VoiceRequest => ({
  scenarioId: session.scenarioId,
  transcript: session.transcript,
  outcome: session.outcome,
})

/** Dana's yes to Tuesday at 10am, decided by the state machine. */
const booked = requestOf(call('cold-call-opener', strongColdCall))
const decided = booked.transcript.at(-1)!.text

describe("the prospect's voice on the on-device model (issue 31, item 5)", () => {
  it("says the model's wording when it keeps the decided meaning, asked in plain text through the worker", async () => {
    const engine = fakeEngine({
      tokens: ['Great, Tuesday at 10am it is.', ' Send the invite, 20 minutes max.'],
    })
    const transport = createWorkerTransport(() => memoryPort(engine))
    const line = await voiceProspectLine(transport, booked, { startTimer: never })
    expect(line).toEqual({
      text: 'Great, Tuesday at 10am it is. Send the invite, 20 minutes max.',
      byModel: true,
    })
    expect(engine.lastSchema).toBeUndefined()
    const system = engine.lastMessages?.[0]
    expect(system?.role).toBe('system')
    expect(system?.content).toContain('Dana Whitfield, Head of Sales Operations at Larkspur')
    expect(system?.content).toContain('agrees to the meeting')
    expect(system?.content).toContain(`"${decided}"`)
    expect(system?.content).toContain('asking for a meeting at a set time')
  })

  it('falls back to the decided line on an error, empty, too long or changed wording', async () => {
    const cases: [string, Parameters<typeof fakeTransport>[0]][] = [
      ['error', { tokens: ['Sure'], failAfter: 0 }],
      ['empty', { tokens: ['  '] }],
      ['too long', { tokens: [`Tuesday at 10am works. ${'Honestly. '.repeat(45)}`] }],
      ['a changed time', { tokens: ['Tuesday at 11am works.'] }],
      ['a no for a yes', { tokens: ["Tuesday at 10am doesn't work for me."] }],
      ['an added price', { tokens: ['Tuesday at 10am works, if you bring pricing.'] }],
      ['an added objection', { tokens: ['Tuesday at 10am works, but we have no budget.'] }],
    ]
    for (const [why, script] of cases) {
      const reasons: string[] = []
      const line = await voiceProspectLine(fakeTransport(script), booked, {
        startTimer: never,
        onFallback: (r) => reasons.push(r),
      })
      expect(line, why).toEqual({ text: decided, byModel: false })
      expect(reasons, why).toHaveLength(1)
    }
  })

  it('falls back when the model takes longer than the timeout, and stops it', async () => {
    let fire: (() => void) | undefined
    let asked: number | undefined
    const transport = fakeTransport({ hang: true })
    const pending = voiceProspectLine(transport, booked, {
      timeoutMs: 1500,
      startTimer: (ms, run) => {
        asked = ms
        fire = run
        return () => undefined
      },
    })
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(transport.calls).toContain('reply')
    fire?.()
    expect(await pending).toEqual({ text: decided, byModel: false })
    expect(asked).toBe(1500)
  })

  it('refuses a commitment the engine did not choose', async () => {
    const open = requestOf(call('cold-call-opener', strongColdCall.slice(0, 2)))
    const reasons: string[] = []
    const line = await voiceProspectLine(
      fakeTransport({
        tokens: ["Honestly? Each rep loses five hours a week on CRM notes, so let's book a demo."],
      }),
      open,
      { startTimer: never, onFallback: (r) => reasons.push(r) },
    )
    expect(line).toEqual({ text: open.transcript.at(-1)?.text, byModel: false })
    expect(reasons).toEqual(['added a commitment'])
  })

  it("sends the persona and the chosen reply, and of the person only the call's own lines", async () => {
    const candidate: CandidateFacts = {
      firstName: 'Maya',
      targetRole: 'SDR',
      currentRole: 'Maths Teacher',
      years: 6,
      achievement: 'Lifted parent attendance by 40% in one term',
      skill: 'Public speaking',
    }
    const session = call('interview-sdr-screen', ['I taught maths for six years.'], candidate)
    const transport = fakeTransport({ tokens: ['Thanks.'] })
    await voiceProspectLine(transport, requestOf(session), { startTimer: never })
    const [system, ...rest] = transport.lastMessages ?? []
    const said = session.transcript.map((l) => l.text)
    expect(system?.content).toContain(`"${said.at(-1) ?? ''}"`)
    // Every other message is a line of the call, as said, in order.
    expect(rest.map((m) => m.content)).toEqual(said.slice(0, -1))
    const facts = Object.values(candidate).map(String)
    const callText = said.join(' ')
    const unsaid = facts.filter((f) => !callText.includes(f))
    expect(unsaid.length).toBeGreaterThan(0)
    for (const fact of unsaid) expect(JSON.stringify(transport.lastMessages)).not.toContain(fact)
  })

  it('leaves a line it cannot place as decided, without asking the model', async () => {
    const transport = fakeTransport({ tokens: ['Hi.'] })
    const line = await voiceProspectLine(transport, { ...booked, scenarioId: 'no-such-call' })
    expect(line).toEqual({ text: decided, byModel: false })
    expect(transport.calls).toEqual([])
  })
})
