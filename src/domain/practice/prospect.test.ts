import { describe, expect, it } from 'vitest'
import type { PracticeSession } from './practice-types'
import { endSession, startSession, takeTurn } from './prospect'
import { getScenario } from './scenarios'
import { strongColdCall, weakColdCall } from './testing/sample-calls'

const at = new Date('2026-01-05T09:00:00Z')
const coldCall = getScenario('cold-call-opener')!

function play(lines: readonly string[], seed = 7): PracticeSession {
  return lines.reduce(
    (session, line) => takeTurn(session, coldCall, line),
    startSession(coldCall, 's1', seed, at),
  )
}

const prospectLines = (s: PracticeSession) =>
  s.transcript.filter((l) => l.speaker === 'prospect').map((l) => l.text)

describe('the deterministic prospect', () => {
  it('books the meeting on a strong cold call, with the day and time asked for', () => {
    const session = play(strongColdCall)
    expect(session.outcome).toBe('goal_reached')
    expect(session.objectionHandled).toBe(true)
    expect(prospectLines(session).at(-1)).toContain('Tuesday at 10am')
  })

  it('reveals a hidden fact to an open question on its topic, not to a statement about it', () => {
    const asked = play(strongColdCall.slice(0, 2))
    expect(asked.revealed).toContain('crm-hours')
    const told = play([strongColdCall[0]!, 'Your reps log their calls in the CRM.'])
    expect(told.revealed).toEqual([])
  })

  it('raises the objection when asked for a meeting too early, and refuses until it is handled', () => {
    const session = play(['Can we meet on Tuesday at 10?', 'So how about Tuesday at 10 then?'])
    expect(session.objectionRaised).toBe(true)
    expect(session.outcome).toBe('in_progress')
  })

  it('loses patience and hangs up on repeated pitches', () => {
    const session = play([weakColdCall[0]!, weakColdCall[0]!, weakColdCall[0]!])
    expect(session.outcome).toBe('hung_up')
    expect(session.state.patience).toBeLessThanOrEqual(0)
  })

  it('ends the call at the turn limit', () => {
    const session = play(Array.from({ length: coldCall.turnLimit }, () => 'Okay.'))
    expect(['turn_limit', 'hung_up']).toContain(session.outcome)
    expect(takeTurn(session, coldCall, 'Hello?')).toBe(session)
  })

  it('is the same call for the same seed, and varies its wording across seeds', () => {
    expect(play(strongColdCall, 3)).toEqual(play(strongColdCall, 3))
    const openers = new Set(
      [1, 2, 3, 4, 5, 6, 7, 8].map((seed) => prospectLines(play([], seed))[0]),
    )
    expect(openers.size).toBeGreaterThan(1)
  })

  it('lets the user end the call', () => {
    expect(endSession(play(strongColdCall.slice(0, 1))).outcome).toBe('ended_by_user')
  })
})
