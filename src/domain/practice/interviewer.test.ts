import { describe, expect, it } from 'vitest'
import type { PracticeSession, Scenario } from './practice-types'
import { startSession, takeTurn } from './prospect'
import { getScenario, scenarios } from './scenarios'
import { interviewScenarios } from './data/scenarios'
import { scoreCall } from './scorecard'
import { strongSdrScreen, weakSdrScreen } from './testing/interview-answers'

const at = new Date('2026-01-05T09:00:00Z')
const screen = getScenario('interview-sdr-screen')!

function play(scenario: Scenario, lines: readonly string[], seed = 5): PracticeSession {
  return lines.reduce(
    (session, line) => takeTurn(session, scenario, line),
    startSession(scenario, 'i1', seed, at),
  )
}
const card = (s: PracticeSession, scenario: Scenario) =>
  scoreCall(
    s.transcript,
    scenario,
    s.outcome === 'in_progress' ? 'ended_by_user' : s.outcome,
    s.revealed,
  )
const replies = (s: PracticeSession) =>
  s.transcript.filter((l) => l.speaker === 'prospect').map((l) => l.text)

describe('mock interviews (issue 31, item 3)', () => {
  it('has six interview scenarios in the practice room', () => {
    expect(interviewScenarios).toHaveLength(6)
    for (const s of interviewScenarios) expect(scenarios).toContain(s)
    const titles = interviewScenarios.map((s) => s.title).join(' | ')
    for (const name of [
      'phone screen',
      'Sell me this pen',
      'hire a teacher',
      'mock discovery',
      'deal you closed',
      'questions do you have',
    ])
      expect(titles).toContain(name)
  })

  it('a strong screen answers every question, handles the pushback, asks back and passes', () => {
    const session = play(screen, strongSdrScreen)
    expect(session.outcome).toBe('goal_reached')
    expect(session.objectionHandled).toBe(true)
    expect(session.revealed).toEqual(['ramp'])
    const result = card(session, screen)
    expect(result.passed).toBe(true)
    expect(new Set(replies(session)).size).toBe(replies(session).length)
  })

  it('a weak screen gets follow-ups and a scorecard that quotes the answer with a stronger one', () => {
    const session = play(screen, weakSdrScreen)
    expect(replies(session)).toContain('Say more: what brought you here?')
    const result = card(session, screen)
    expect(result.passed).toBe(false)
    const numbers = result.criteria.find((c) => c.id === 'uses_numbers')!
    expect(numbers.passed).toBe(false)
    expect(numbers.quote).toBe('I like people.')
    expect(numbers.alternative).toContain('I like people')
    expect(result.criteria.find((c) => c.id === 'questions_back')?.passed).toBe(false)
  })

  it('"questions for us" answers good questions with what the manager knows', () => {
    const scenario = getScenario('interview-questions-for-us')!
    const session = play(scenario, [
      'What does success look like in the first 90 days?',
      'What is the hardest challenge the team faces right now?',
      'I read that Pinecrest is moving into hospitals. What are the next steps in your process?',
    ])
    expect(session.outcome).toBe('goal_reached')
    expect(session.revealed).toEqual(['first-90', 'challenge', 'next'])
    expect(card(session, scenario).criteria.find((c) => c.id === 'shows_research')?.passed).toBe(
      true,
    )
  })

  it('an insult ends an interview too', () => {
    const session = play(screen, ['This is a stupid question, you idiot.'])
    expect(session.outcome).toBe('ended_by_prospect')
    expect(card(session, screen).score).toBe(0)
  })
})
