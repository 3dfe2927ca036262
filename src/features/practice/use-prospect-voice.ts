import { useEffect, useMemo, useRef, useState } from 'react'
import { useCoachModel } from '@/api/coach-model'
import type { PracticeSessionView } from '@/contract'
import {
  firstUnvoiced,
  noVoicedLines,
  shownTranscript,
  voiceRequestFor,
  withVoicedLine,
  type VoicedCall,
} from './prospect-voice-view'

export interface ProspectVoiceView {
  /** The transcript to show: the model's wording where it has one. */
  transcript: PracticeSessionView['transcript']
  /** True while a line of the other side is being worded (the rep waits for it). */
  voicing: boolean
  /** The on-device model's name while it voices the call; null for the offline voice. */
  modelLabel: string | null
}

/**
 * The other side of the call in the on-device model's words, when the person opted in and the
 * model is ready (the room never starts it: `check: false`); otherwise the decided lines as the
 * server sent them. Lines are worded one at a time, in order; each task resolves, falling back
 * to the decided line, so the call never stalls on the model.
 */
export function useProspectVoice(session: PracticeSessionView): ProspectVoiceView {
  const { status, control } = useCoachModel({ check: false })
  const ready = status.kind === 'ready'
  const speak = ready ? control.tasks?.()?.prospectVoice : undefined
  const modelLabel = ready && speak ? status.model.label : null
  const [voiced, setVoiced] = useState<VoicedCall>(() => noVoicedLines(session.sessionId))
  const call = useMemo(
    () => (voiced.sessionId === session.sessionId ? voiced : noVoicedLines(session.sessionId)),
    [voiced, session.sessionId],
  )
  const next = modelLabel ? firstUnvoiced(session.transcript, call) : null
  const asking = useRef<string | null>(null)
  const latest = useRef({ session, call, speak })
  latest.current = { session, call, speak }

  useEffect(() => {
    const { session: current, call: known, speak: voice } = latest.current
    const line = next === null ? undefined : current.transcript[next]
    if (next === null || !line || !voice) return
    const key = `${current.sessionId}:${String(next)}:${line.text}`
    if (asking.current === key) return
    asking.current = key
    const decided = { text: line.text, byModel: false }
    void voice(voiceRequestFor(current, known, next))
      .catch(() => decided)
      .then((result) => {
        if (asking.current === key) asking.current = null
        // A wording that arrives after the person left the call belongs to no call on screen.
        if (latest.current.session.sessionId !== current.sessionId) return
        setVoiced((before) =>
          withVoicedLine(
            before.sessionId === current.sessionId ? before : noVoicedLines(current.sessionId),
            next,
            { decided: line.text, text: result.text, byModel: result.byModel },
          ),
        )
      })
  }, [next, session.sessionId, session.transcript])

  // The same lines keep the same objects between renders: the screen reads aloud a new last line.
  const transcript = useMemo(
    () => shownTranscript(session.transcript, call, modelLabel !== null),
    [session.transcript, call, modelLabel],
  )
  return {
    transcript,
    voicing: next !== null,
    modelLabel,
  }
}
