import { describe, expect, it } from 'vitest'
import type { PracticeSession } from '../practice-types'
import { startSession, takeTurn } from '../prospect'
import { getScenario } from '../scenarios'
import { scoreCall } from '../scorecard'
import { strongColdCall } from '../testing/sample-calls'
import { voiceTurnFor } from './voice-turn'

const coldCall = getScenario('cold-call-opener')!
const at = new Date('2026-01-05T09:00:00Z')

function play(lines: readonly string[], seed = 7): PracticeSession {
  let session = startSession(coldCall, 'voice', seed, at)
  for (const line of lines) session = takeTurn(session, coldCall, line)
  return session
}

/** Each of the other side's lines as the screen would ask for it: [line, meaning, rep turn]. */
function turnsOf(session: PracticeSession) {
  const { transcript } = session
  return transcript.flatMap((line, i) => {
    if (line.speaker !== 'prospect') return []
    const last = i === transcript.length - 1
    const turn = voiceTurnFor({
      scenarioId: session.scenarioId,
      transcript: transcript.slice(0, i + 1),
      outcome: last ? session.outcome : 'in_progress',
    })
    return [[turn?.line, turn?.meaning, turn?.repTurn]]
  })
}

describe('the turn a voice words, from what the screen holds', () => {
  it('reads what each line of a strong cold call does and what it answers', () => {
    const session = play(strongColdCall)
    expect(session.outcome).toBe('goal_reached')
    expect(turnsOf(session).map(([, meaning, rep]) => [meaning, rep])).toEqual([
      ['opens', null],
      ['grants', 'permission'],
      ['reveals', 'open_question'],
      ['objects', 'open_question'],
      ['accepts', 'meeting_ask'],
    ])
  })

  it('reads small talk, gibberish, a meeting ask too early and an insult', () => {
    const session = play([
      'Hi Dana, how are you?',
      'asdf qwer zxcv',
      'Can we meet Tuesday at 10am?',
      'Shut up and listen, you idiot.',
    ])
    expect(turnsOf(session).map(([, meaning, rep]) => [meaning, rep])).toEqual([
      ['opens', null],
      ['asks', 'small_talk'],
      ['not_caught', 'gibberish'],
      ['objects', 'meeting_ask'],
      ['ends_after_insult', 'insult'],
    ])
  })

  it('holds the decided line and only the call before it', () => {
    const session = play(strongColdCall.slice(0, 2))
    const turn = voiceTurnFor({
      scenarioId: coldCall.id,
      transcript: session.transcript,
      outcome: 'in_progress',
    })
    expect(turn?.line).toBe(session.transcript.at(-1)?.text)
    expect(turn?.transcript).toEqual(session.transcript.slice(0, -1))
  })

  it("voices nothing for the rep's own line or an unknown scenario", () => {
    const { transcript } = play(strongColdCall.slice(0, 1))
    const request = { scenarioId: coldCall.id, transcript, outcome: 'in_progress' as const }
    expect(voiceTurnFor({ ...request, transcript: transcript.slice(0, -1) })).toBeNull()
    expect(voiceTurnFor({ ...request, scenarioId: 'no-such-call' })).toBeNull()
  })

  it('a wording shown on screen never reaches the scorecard, which reads the decided lines', () => {
    const session = play(strongColdCall)
    const shown = session.transcript.map((line) =>
      line.speaker === 'prospect' ? { ...line, voiced: `Well. ${line.text}` } : line,
    )
    const card = (transcript: PracticeSession['transcript']) =>
      scoreCall(transcript, coldCall, session.outcome, session.revealed)
    expect(card(shown)).toEqual(card(session.transcript))
  })
})
