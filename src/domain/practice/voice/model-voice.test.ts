import { describe, expect, it } from 'vitest'
import { getScenario } from '../scenarios'
import { modelVoice, type StartTimer } from './model-voice'
import { deterministicVoice, type VoiceEngine, type VoiceTurn } from './prospect-voice'
import type { VoiceMeaning } from './voice-meaning'

const coldCall = getScenario('cold-call-opener')!

/** A fake engine: answers from a function of the turn, in two chunks, or throws. */
function fakeEngine(answer: (turn: VoiceTurn) => string | Error): VoiceEngine & {
  turns: VoiceTurn[]
} {
  const turns: VoiceTurn[] = []
  return {
    turns,
    async *reply(turn) {
      turns.push(turn)
      const text = answer(turn)
      if (text instanceof Error) throw text
      await Promise.resolve()
      yield text.slice(0, 5)
      yield text.slice(5)
    },
  }
}

/** An engine that never answers until aborted. */
const silentEngine: VoiceEngine = {
  async *reply(_turn, signal) {
    await new Promise<void>((resolve) => signal.addEventListener('abort', () => resolve()))
    yield 'too late'
  },
}

/** Fires every timer at once; `never` never fires. */
const immediately: StartTimer = (_ms, fire) => {
  queueMicrotask(fire)
  return () => undefined
}
const never: StartTimer = () => () => undefined

const decided = (
  line: string,
  meaning: VoiceMeaning = 'accepts',
  transcript: VoiceTurn['transcript'] = [],
): VoiceTurn => ({ scenario: coldCall, line, meaning, repTurn: 'meeting_ask', transcript })

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

  it("a model voice says the model's wording when it keeps the decided line's meaning", async () => {
    const engine = fakeEngine(() => 'Sure, Tuesday at 10am is fine by me.')
    const { voice, reasons } = voiced(engine)
    const turn = decided('Tuesday at 10am works.')
    expect(await voice.speak(turn)).toBe('Sure, Tuesday at 10am is fine by me.')
    expect(reasons).toEqual([])
    expect(engine.turns).toEqual([turn])
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
      [fakeEngine(() => 'Tuesday at 10am. Works. Fine. See you.'), never, 'too long'],
      [fakeEngine(() => 'Tuesday at 10am does not work.'), never, 'changed the decision'],
      [fakeEngine(() => 'Tuesday at 10am works if the price is right.'), never, 'added a price'],
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
    expect(await voice.speak(decided('Go on.', 'reacts', earlier))).toBe('Go on.')
    expect(reasons).toEqual(['repeat'])
  })
})
