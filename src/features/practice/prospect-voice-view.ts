import type { PracticeSessionView } from '@/contract'
import type { VoiceRequest } from '@/domain/practice/voice'

/**
 * The other side's lines as the on-device model worded them (issue 31, item 5). The server keeps
 * and scores the decided lines; the words shown live only on this screen, so the scorecard only
 * ever reads the rep's own lines against the decided ones.
 */

type Line = PracticeSessionView['transcript'][number]

export interface VoicedLine {
  /** The decided line this wording stands for. */
  decided: string
  text: string
  byModel: boolean
}

export interface VoicedCall {
  sessionId: string
  byIndex: ReadonlyMap<number, VoicedLine>
}

export const noVoicedLines = (sessionId: string): VoicedCall => ({
  sessionId,
  byIndex: new Map(),
})

const wordingOf = (call: VoicedCall, index: number, line: Line) => {
  const voiced = call.byIndex.get(index)
  return voiced?.decided === line.text ? voiced : undefined
}

/** The first of the other side's lines still waiting for its wording, or null. */
export function firstUnvoiced(transcript: readonly Line[], call: VoicedCall): number | null {
  const index = transcript.findIndex(
    (line, i) => line.speaker === 'prospect' && !wordingOf(call, i, line),
  )
  return index === -1 ? null : index
}

/**
 * What the screen shows. With the model's voice, the lines up to the first one still being
 * worded, each in its words (a decided line is never flashed before its wording); without it,
 * the call as the server sent it.
 */
export function shownTranscript(
  transcript: readonly Line[],
  call: VoicedCall,
  modelVoice: boolean,
): Line[] {
  if (!modelVoice) return [...transcript]
  const held = firstUnvoiced(transcript, call) ?? transcript.length
  return transcript.slice(0, held).map((line, i) => {
    const voiced = wordingOf(call, i, line)
    return voiced ? { ...line, text: voiced.text } : line
  })
}

/** The request for the line at `index`: the call up to it, earlier lines with their wordings. */
export function voiceRequestFor(
  session: PracticeSessionView,
  call: VoicedCall,
  index: number,
): VoiceRequest {
  const transcript = session.transcript.slice(0, index + 1).map((line, i) => {
    const voiced = i < index ? wordingOf(call, i, line) : undefined
    return voiced?.byModel ? { ...line, voiced: voiced.text } : line
  })
  const last = index === session.transcript.length - 1
  return {
    scenarioId: session.scenarioId,
    transcript,
    outcome: last ? session.outcome : 'in_progress',
  }
}

export function withVoicedLine(call: VoicedCall, index: number, line: VoicedLine): VoicedCall {
  const byIndex = new Map(call.byIndex)
  byIndex.set(index, line)
  return { sessionId: call.sessionId, byIndex }
}

/** The note under the persona card: which voice is speaking. */
export function voiceNote(persona: string, modelLabel: string | null): string {
  const first = persona.split(' ')[0] ?? persona
  return modelLabel
    ? `${first} speaks through the on-device AI (${modelLabel}). It only words the replies the practice room chose, and your scorecard reads your lines only.`
    : `${first} speaks with the practice room's own lines (offline voice).`
}
