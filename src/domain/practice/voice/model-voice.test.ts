import { describe, expect, it } from 'vitest'
import type { PracticeSession } from '../practice-types'
import { startSession, takeTurn } from '../prospect'
import { getScenario } from '../scenarios'
import { scoreCall } from '../scorecard'
import { strongColdCall } from '../testing/sample-calls'
import { modelVoice, type StartTimer } from './model-voice'
import {
  deterministicVoice,
  voiceNewLines,
  type VoiceEngine,
  type VoiceEngineInput,
  type VoiceTurn,
} from './prospect-voice'

const at = new Date('2026-01-05T09:00:00Z')
const coldCall = getScenario('cold-call-opener')!

/** A fake engine: answers from a function of the prompt, in two chunks, or throws. */
function fakeEngine(answer: (input: VoiceEngineInput) => string | Error): VoiceEngine & {
  prompts: VoiceEngineInput[]
} {
  const prompts: VoiceEngineInput[] = []
  return {
    prompts,
    async *reply(input) {
      prompts.push(input)
      const text = answer(input)
      if (text instanceof Error) throw text
      await Promise.resolve()
      yield text.slice(0, 5)
      yield text.slice(5)
    },
  }
}

/** An engine that never answers until aborted. */
const silentEngine: VoiceEngine = {
  async *reply(_input, signal) {
    await new Promise<void>((resolve) => signal?.addEventListener('abort', () => resolve()))
    yield 'too late'
  },
}

/** Fires every timer at once; `never` never fires. */
const immediately: StartTimer = (_ms, fire) => {
  queueMicrotask(fire)
  return () => undefined
}
const never: StartTimer = () => () => undefined

const decided = (line: string, transcript: VoiceTurn['transcript'] = []): VoiceTurn => ({
  scenario: coldCall,
  state: { patience: 3, interest: 2, trust: 1 },
  line,
  transcript,
})

function voiced(engine: VoiceEngine, timer = never) {
  const reasons: string[] = []
  const voice = modelVoice(engine, { startTimer: timer, onFallback: (r) => reasons.push(r) })
  return { voice, reasons }
}

describe('the prospect voice (issue 31, item 5)', () => {
  it('the deterministic voice says the decided line', async () => {
    expect(await deterministicVoice.speak(decided('Tuesday at 10am works.'))).toBe(
      'Tuesday at 10am works.',
    )
  })

  it('a model voice words the decided line from the persona card and state, nothing hidden', async () => {
    const engine = fakeEngine(() => 'Sure, Tuesday at 10am is fine by me.')
    const { voice, reasons } = voiced(engine)
    expect(await voice.speak(decided('Tuesday at 10am works.'))).toBe(
      'Sure, Tuesday at 10am is fine by me.',
    )
    expect(reasons).toEqual([])
    const prompt = engine.prompts[0]!.message
    expect(prompt).toContain('Play Dana')
    expect(prompt).toContain('"Tuesday at 10am works."')
    for (const fact of coldCall.persona.hiddenFacts) expect(prompt).not.toContain(fact.line)
  })

  it('falls back to the decided line on an error, a timeout or a wording it cannot trust', async () => {
    const line = 'Tuesday at 10am works.'
    const cases: [VoiceEngine, StartTimer, string][] = [
      [fakeEngine(() => new Error('GPU lost')), never, 'error'],
      [silentEngine, immediately, 'timeout'],
      [fakeEngine(() => '   '), never, 'empty'],
      [fakeEngine(() => 'Wednesday at 10am works.'), never, 'changed a day or time'],
      [fakeEngine(() => 'Tuesday at 11am works.'), never, 'changed a number'],
      [
        fakeEngine(() => 'We lose 40 hours a week. Tuesday at 10am works.'),
        never,
        'changed a number',
      ],
      [fakeEngine(() => 'As an AI, I think Tuesday at 10am works.'), never, 'out of role'],
      [fakeEngine(() => '<b>Tuesday at 10am</b> works.'), never, 'markup'],
      [fakeEngine(() => 'Tuesday at 10am works, you idiot.'), never, 'unsafe'],
      [fakeEngine(() => 'Does Tuesday at 10am work?'), never, 'changed the question'],
      [fakeEngine(() => `Tuesday at 10am works. ${'Really. '.repeat(40)}`), never, 'too long'],
    ]
    for (const [engine, timer, reason] of cases) {
      const { voice, reasons } = voiced(engine, timer)
      expect(await voice.speak(decided(line))).toBe(line)
      expect(reasons).toEqual([reason])
    }
  })

  it('never says a wording twice in one call', async () => {
    const earlier = [
      { speaker: 'prospect' as const, text: 'Okay.', voiced: 'Alright, go on.' },
      { speaker: 'user' as const, text: 'So how do you handle it today?' },
    ]
    const { voice, reasons } = voiced(fakeEngine(() => 'Alright, go on.'))
    expect(await voice.speak(decided('Go on.', earlier))).toBe('Go on.')
    expect(reasons).toEqual(['repeat'])
  })

  it('voices a whole call while the state machine and the scorecard follow the decided lines', async () => {
    const voice = modelVoice(
      fakeEngine((input) => `Well. ${/"(.*)"/.exec(input.message)?.[1] ?? ''}`),
      { startTimer: never },
    )
    let plain: PracticeSession = startSession(coldCall, 'v1', 3, at)
    let spoken: PracticeSession = plain
    for (const line of strongColdCall) {
      plain = takeTurn(plain, coldCall, line)
      spoken = await voiceNewLines(spoken, takeTurn(spoken, coldCall, line), coldCall, voice)
    }
    expect(spoken.outcome).toBe('goal_reached')
    expect(spoken.transcript.map((l) => l.text)).toEqual(plain.transcript.map((l) => l.text))
    const replies = spoken.transcript.filter((l) => l.speaker === 'prospect').slice(1)
    expect(replies.every((l) => l.voiced === `Well. ${l.text}`)).toBe(true)
    const card = (s: PracticeSession) => scoreCall(s.transcript, coldCall, s.outcome, s.revealed)
    expect(card(spoken)).toEqual(card(plain))
  })

  it('the deterministic voice leaves a turn untouched', async () => {
    const before = startSession(coldCall, 'v2', 3, at)
    const after = takeTurn(before, coldCall, strongColdCall[0]!)
    expect(await voiceNewLines(before, after, coldCall, deterministicVoice)).toBe(after)
  })
})
