import { useState } from 'react'
import { useFinishPractice, usePracticeTurn, useStartPractice } from '@/api/practice'
import type { PracticeFinishResponse, PracticeSessionView } from '@/contract'
import { errorMessage } from '@/lib/error-message'

export type PracticePhase =
  | { kind: 'pick' }
  | { kind: 'call'; session: PracticeSessionView }
  | { kind: 'scored'; scenarioId: string; result: PracticeFinishResponse }

const messageOf = (error: unknown) =>
  errorMessage(error, 'Something went wrong on this device. Please try again.')

/** The room's one flow: pick -> call -> scorecard, with the error of the last step. */
export function usePractice() {
  const [phase, setPhase] = useState<PracticePhase>({ kind: 'pick' })
  const [error, setError] = useState<string | null>(null)
  const start = useStartPractice()
  const turn = usePracticeTurn()
  const finish = useFinishPractice()

  const begin = (scenarioId: string) => {
    setError(null)
    start.mutate(scenarioId, {
      onSuccess: (session) => {
        setPhase({ kind: 'call', session })
      },
      onError: (e) => {
        setError(messageOf(e))
      },
    })
  }

  const say = (text: string) => {
    if (phase.kind !== 'call') return
    const { session } = phase
    setError(null)
    // The user's line shows at once; the prospect's reply follows with the server's view.
    setPhase({
      kind: 'call',
      session: { ...session, transcript: [...session.transcript, { speaker: 'user', text }] },
    })
    turn.mutate(
      { sessionId: session.sessionId, text },
      {
        onSuccess: (next) => {
          setPhase({ kind: 'call', session: next })
        },
        onError: (e) => {
          setPhase({ kind: 'call', session })
          setError(messageOf(e))
        },
      },
    )
  }

  const end = () => {
    if (phase.kind !== 'call') return
    const { session } = phase
    setError(null)
    finish.mutate(session.sessionId, {
      onSuccess: (result) => {
        setPhase({ kind: 'scored', scenarioId: session.scenarioId, result })
      },
      onError: (e) => {
        setError(messageOf(e))
      },
    })
  }

  return {
    phase,
    error,
    starting: start.isPending ? start.variables : null,
    sending: turn.isPending,
    finishing: finish.isPending,
    begin,
    say,
    end,
    backToPicker: () => {
      setError(null)
      setPhase({ kind: 'pick' })
    },
  }
}
