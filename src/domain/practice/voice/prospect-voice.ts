import type { CallOutcome, Scenario, TranscriptLine } from '../practice-types'
import type { TurnKind } from '../turn-kinds'
import type { VoiceMeaning } from './voice-meaning'

/**
 * The prospect's (or interviewer's) voice (issue 31, item 5). The state machine and the detectors
 * decide what the other side says and score the call; a voice only words that decided line. The
 * deterministic voice says it as decided; a model voice (model-voice.ts) may reword it from the
 * same persona card, and falls back to the decided line whenever it cannot be trusted.
 */
export interface VoiceTurn {
  scenario: Scenario
  /** What the state machine decided, word for word: the meaning a voice must keep. */
  line: string
  /** What the line does in the call (objects, accepts, counters a time, ...): voice-meaning.ts. */
  meaning: VoiceMeaning
  /** How the rep's line this one answers was classified; null for the opener. */
  repTurn: TurnKind | null
  /** The call so far, ending with the rep's line this one answers. */
  transcript: readonly TranscriptLine[]
}

/**
 * What the screen knows when it asks for a line to be voiced: the scenario, the call up to and
 * including that line (earlier lines carry their `voiced` wording) and the call's outcome after
 * it ('in_progress' unless that line ended the call).
 */
export interface VoiceRequest {
  scenarioId: string
  transcript: readonly TranscriptLine[]
  outcome: CallOutcome
}

export interface ProspectVoice {
  readonly kind: 'deterministic' | 'model'
  /** The words to show and say: the model's, or the decided line. */
  speak(turn: VoiceTurn): Promise<string>
}

/**
 * The on-device model as the practice room needs it: a stream of text for one turn. The prompt is
 * the engine's business (src/ai/prompt/prospect-voice.ts); the domain imports nothing from src/ai.
 */
export interface VoiceEngine {
  reply(turn: VoiceTurn, signal: AbortSignal): AsyncIterable<string>
}

/** The default: the decided line, as the scorecard and the e2e specs know it. */
export const deterministicVoice: ProspectVoice = {
  kind: 'deterministic',
  speak: (turn) => Promise.resolve(turn.line),
}
