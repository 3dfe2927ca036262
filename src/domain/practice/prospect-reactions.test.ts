import { describe, expect, it } from 'vitest'
import type { PracticeSession, Scenario } from './practice-types'
import { startSession, takeTurn } from './prospect'
import { getScenario } from './scenarios'
import { scoreCall } from './scorecard'
import { strongColdCall } from './testing/sample-calls'
import { twentyTurnDiscovery } from './testing/twenty-turns'

const at = new Date('2026-01-05T09:00:00Z')
const coldCall = getScenario('cold-call-opener')!
const discovery = getScenario('discovery-call')!

function play(scenario: Scenario, lines: readonly string[], seed = 7): PracticeSession {
  return lines.reduce(
    (session, line) => takeTurn(session, scenario, line),
    startSession(scenario, 's1', seed, at),
  )
}
const replies = (s: PracticeSession) =>
  s.transcript.filter((l) => l.speaker === 'prospect').map((l) => l.text)
const lastReply = (s: PracticeSession) => replies(s).at(-1) ?? ''

describe('a prospect who reacts to what was said (issue 31, item 2)', () => {
  it('an insult ends the call politely, and the scorecard names it and scores 0', () => {
    const line = 'Shut up and listen, you idiot. Just buy the damn thing.'
    const session = play(coldCall, [strongColdCall[0]!, line])
    expect(session.outcome).toBe('ended_by_prospect')
    expect(lastReply(session)).toMatch(/ending|will not continue|Goodbye|good day/)
    expect(lastReply(session)).not.toMatch(/idiot/i)
    const card = scoreCall(session.transcript, coldCall, session.outcome)
    expect(card.score).toBe(0)
    expect(card.cap?.reason).toContain('You insulted Dana')
    expect(card.cap?.reason).toContain('Shut up and listen, you idiot.')
  })

  it('gibberish gets "Sorry, I didn’t catch that"; small talk gets a small-talk answer', () => {
    expect(lastReply(play(coldCall, ['asdkjh qwpoeiru zmxncb']))).toMatch(
      /^Sorry, I didn’t catch that/,
    )
    const small = lastReply(play(coldCall, ['how are you doing today?']))
    expect(small).not.toBe('I suppose so.')
    expect(small).toMatch(/thanks|Not bad|fine/i)
  })

  it('a meeting time gets a no with the reason before the objection is handled', () => {
    const early = play(coldCall, ['Tuesday at 10am?'])
    expect(lastReply(early)).toMatch(/^No/)
    expect(early.objectionRaised).toBe(true)
    const stillPending = play(coldCall, ['Tuesday at 10am?', 'How about Tuesday at 10am?'])
    expect(lastReply(stillPending)).toMatch(/^No/)
    expect(lastReply(stillPending)).not.toBe('I said what I said.')
  })

  it('a meeting time gets a yes once earned, or a counter-time that a yes then books', () => {
    expect(play(coldCall, strongColdCall).outcome).toBe('goal_reached')
    const almost = [
      strongColdCall[0]!,
      'How are your reps logging their calls today?',
      'Is that a problem for you?',
      'I hear you, you are busy. Could we do Wednesday at 3pm?',
    ]
    const seeds = Array.from({ length: 12 }, (_, i) => i + 1)
    const countered = seeds
      .map((seed) => play(coldCall, almost, seed))
      .find((s) => s.counterOffer !== undefined)
    if (!countered) throw new Error('no counter-time offered')
    expect(lastReply(countered)).toContain(countered.counterOffer)
    const booked = takeTurn(countered, coldCall, 'Yes, that works for me.')
    expect(booked.outcome).toBe('goal_reached')
    expect(lastReply(booked)).toContain(countered.counterOffer)
  })

  it('never says a prospect line twice in a 20-turn call, whatever the seed', () => {
    for (let seed = 1; seed <= 25; seed += 1) {
      const lines = replies(play(discovery, twentyTurnDiscovery, seed))
      expect(new Set(lines).size, `seed ${String(seed)}`).toBe(lines.length)
    }
    const session = play(discovery, twentyTurnDiscovery)
    expect(session.transcript.filter((l) => l.speaker === 'user')).toHaveLength(20)
  })

  it('keeps hidden facts and pains for questions about them, not for unrelated ones', () => {
    const unrelated = play(discovery, [
      'What is your favourite movie?',
      'What is the meaning of life?',
    ])
    expect(unrelated.revealed).toEqual([])
    const said = replies(unrelated).join(' ')
    expect(said).not.toContain('customers go quiet')
    const good = play(discovery, ['What is the biggest challenge with churn right now?'])
    expect(good.revealed).toContain('churn')
  })

  it('uses several wordings per reaction across seeds', () => {
    const wordings = new Set(
      Array.from({ length: 12 }, (_, i) => lastReply(play(coldCall, ['zzzzz'], i + 1))),
    )
    expect(wordings.size).toBeGreaterThan(1)
  })
})
