import { describe, expect, it } from 'vitest'
import type { PracticeSessionView } from '@/contract'
import {
  firstUnvoiced,
  noVoicedLines,
  shownTranscript,
  voiceNote,
  voiceRequestFor,
  withVoicedLine,
} from './prospect-voice-view'

const session: PracticeSessionView = {
  sessionId: 's1',
  scenarioId: 'cold-call-opener',
  transcript: [
    { speaker: 'prospect', text: 'Dana speaking.' },
    { speaker: 'user', text: 'Hi Dana, do you have 30 seconds?' },
    { speaker: 'prospect', text: 'Okay, you have 30 seconds.' },
  ],
  outcome: 'in_progress',
  turnsLeft: 7,
}
const opener = withVoicedLine(noVoicedLines('s1'), 0, {
  decided: 'Dana speaking.',
  text: 'Hi, Dana here.',
  byModel: true,
})

describe('the lines the model worded, on screen', () => {
  it('shows each line in its wording and holds the first one still being worded', () => {
    expect(firstUnvoiced(session.transcript, opener)).toBe(2)
    expect(shownTranscript(session.transcript, opener, true).map((l) => l.text)).toEqual([
      'Hi, Dana here.',
      'Hi Dana, do you have 30 seconds?',
    ])
  })

  it('without the model voice, shows the call as sent', () => {
    expect(shownTranscript(session.transcript, opener, false)).toEqual(session.transcript)
  })

  it('never shows a wording for a line it was not made for', () => {
    const stale = withVoicedLine(opener, 2, {
      decided: 'Go on.',
      text: 'Sure, go on.',
      byModel: true,
    })
    expect(firstUnvoiced(session.transcript, stale)).toBe(2)
  })

  it("asks for a line with the call before it as shown, and the call's outcome only for the last", () => {
    const ended = { ...session, outcome: 'hung_up' as const }
    expect(voiceRequestFor(ended, opener, 2)).toEqual({
      scenarioId: 'cold-call-opener',
      transcript: [
        { speaker: 'prospect', text: 'Dana speaking.', voiced: 'Hi, Dana here.' },
        session.transcript[1],
        session.transcript[2],
      ],
      outcome: 'hung_up',
    })
    expect(voiceRequestFor(ended, opener, 0).outcome).toBe('in_progress')
  })

  it('says which voice is speaking', () => {
    expect(voiceNote('Dana Whitfield', 'Llama 3.2 1B Instruct')).toMatch(
      /^Dana speaks through the on-device AI \(Llama 3.2 1B Instruct\)/,
    )
    expect(voiceNote('Dana Whitfield', null)).toBe(
      "Dana speaks with the practice room's own lines (offline voice).",
    )
  })
})
