import { analyseLine } from '../detectors'
import type { PracticeSession, Scenario, TranscriptLine } from '../practice-types'
import { getScenario } from '../scenarios'
import { classifyTurn, type TurnKind } from '../turn-kinds'
import type { VoiceRequest, VoiceTurn } from './prospect-voice'
import { meaningOf } from './voice-meaning'

/**
 * The rep's line as the prospect heard it, classified again from the transcript the screen holds.
 * The screen does not see the hidden state, so whether an objection was already handled is
 * unknown here (taken as not): the label only tunes the wording, it decides nothing.
 */
function repTurnOf(scenario: Scenario, before: readonly TranscriptLine[]): TurnKind | null {
  const last = before.at(-1)
  if (last?.speaker !== 'user') return null
  const turn = before.filter((l) => l.speaker === 'user').length
  const session: PracticeSession = {
    id: '',
    scenarioId: scenario.id,
    seed: 0,
    startedAt: '',
    state: { patience: 0, interest: 0, trust: 0 },
    revealed: [],
    objectionRaised: before.some((l) => l.objection === true),
    objectionHandled: false,
    outcome: 'in_progress',
    transcript: before.slice(0, -1),
  }
  const analysis = analyseLine(last.text, scenario.personalCues)
  return classifyTurn(analysis, last.text, scenario, session, turn)
}

/**
 * The turn a voice words: the request's last line, when it is the other side's. Only the call's
 * own lines go in; the person's name, resume and other data never do.
 */
export function voiceTurnFor(request: VoiceRequest): VoiceTurn | null {
  const scenario = getScenario(request.scenarioId)
  const index = request.transcript.length - 1
  const line = request.transcript[index]
  if (!scenario || line?.speaker !== 'prospect') return null
  const transcript = request.transcript.slice(0, index)
  return {
    scenario,
    line: line.text,
    meaning: meaningOf(scenario, request.transcript, index, request.outcome),
    repTurn: repTurnOf(scenario, transcript),
    transcript,
  }
}
