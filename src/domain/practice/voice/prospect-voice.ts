import type { HiddenState, PracticeSession, Scenario, TranscriptLine } from '../practice-types'

/**
 * The prospect's (or interviewer's) voice (issue 31, item 5). The state machine and the detectors
 * decide what the other side says and score the call; a voice only words that decided line. The
 * deterministic voice says it as decided; a model voice (model-voice.ts) may reword it from the
 * same persona card and state, and falls back to the decided line whenever it cannot be trusted.
 */
export interface VoiceTurn {
  scenario: Scenario
  state: HiddenState
  /** What the state machine decided, word for word: the meaning a voice must keep. */
  line: string
  /** The call so far, ending with the rep's line this one answers. */
  transcript: readonly TranscriptLine[]
}

export interface ProspectVoice {
  readonly kind: 'deterministic' | 'model'
  speak(turn: VoiceTurn): Promise<string>
}

/**
 * The on-device model as the practice room needs it: the coach engine's reply port, described
 * structurally here so the domain imports nothing from src/ai (a `CoachEngine` fits it).
 */
export interface VoiceEngine {
  reply(input: VoiceEngineInput, signal?: AbortSignal): AsyncIterable<string>
}

export interface VoiceEngineInput {
  message: string
  history: readonly { id: string; role: 'user' | 'assistant'; content: string; timestamp: string }[]
  context: { memory: null; diagnostic: null }
}

/** The default: the decided line, as the scorecard and the e2e specs know it. */
export const deterministicVoice: ProspectVoice = {
  kind: 'deterministic',
  speak: (turn) => Promise.resolve(turn.line),
}

/**
 * Words the other side's new lines of a turn (`before` -> `after`) through `voice`. The decided
 * text stays in `text` (the state machine reads it to follow the call and never repeat itself);
 * a different wording goes to `voiced`, which the screen shows instead.
 */
export async function voiceNewLines(
  before: PracticeSession,
  after: PracticeSession,
  scenario: Scenario,
  voice: ProspectVoice,
): Promise<PracticeSession> {
  if (voice.kind === 'deterministic') return after
  const transcript = [...after.transcript]
  for (let i = before.transcript.length; i < transcript.length; i += 1) {
    const line = transcript[i]
    if (line?.speaker !== 'prospect') continue
    const spoken = await voice.speak({
      scenario,
      state: after.state,
      line: line.text,
      transcript: transcript.slice(0, i),
    })
    if (spoken !== line.text) transcript[i] = { ...line, voiced: spoken }
  }
  return { ...after, transcript }
}
