import { describe, expect, it } from 'vitest'
import { PASS_MARK } from './practice-types'
import { endSession, startSession, takeTurn } from './prospect'
import { getScenario, practiceScenarioFor, practiceScenarioForStep, scenarios } from './scenarios'
import { scoreCall } from './scorecard'
import { strongColdCall, weakColdCall } from './testing/sample-calls'

const coldCall = getScenario('cold-call-opener')!

function scored(lines: readonly string[]) {
  const played = lines.reduce(
    (session, line) => takeTurn(session, coldCall, line),
    startSession(coldCall, 's', 11, new Date('2026-01-05T09:00:00Z')),
  )
  const session = endSession(played)
  return scoreCall(session.transcript, coldCall, session.outcome, session.revealed)
}

describe('scorecard', () => {
  it('passes the strong cold call', () => {
    const card = scored(strongColdCall)
    expect(card.passed).toBe(true)
    expect(card.score).toBeGreaterThanOrEqual(PASS_MARK)
    expect(card.metrics.openQuestions).toBeGreaterThanOrEqual(2)
    expect(card.revealedFacts.length).toBeGreaterThan(0)
  })

  it('fails the weak pitch, quoting the user and naming what was missing', () => {
    const card = scored(weakColdCall)
    expect(card.passed).toBe(false)
    const missed = card.criteria.filter((c) => !c.passed).map((c) => c.id)
    expect(missed).toEqual(
      expect.arrayContaining(['permission_opener', 'open_questions', 'no_monologue', 'next_step']),
    )
    expect(missed).toContain('personalised')
    expect(card.criteria.find((c) => c.id === 'acknowledge_objection')?.missing).toMatch(
      /ended before the objection came up/,
    )
    const monologue = card.criteria.find((c) => c.id === 'no_monologue')!
    expect(monologue.quote).toMatch(/^Hi, this is Alex from Tallyflow/)
    expect(monologue.alternative).toBeTruthy()
    expect(card.metrics.longestMonologue).toBeGreaterThan(100)
    expect(card.metrics.questions).toBe(0)
  })

  it('score is the share of criteria passed', () => {
    const card = scored(weakColdCall)
    const share = card.criteria.filter((c) => c.passed).length / card.criteria.length
    expect(card.score).toBe(Math.round(share * 100))
  })
})

describe('scenarios as data', () => {
  it('has at least 8 scenarios, each with 6 to 10 criteria and a complete persona card', () => {
    expect(scenarios.length).toBeGreaterThanOrEqual(8)
    for (const s of scenarios) {
      expect(s.criteria.length, s.id).toBeGreaterThanOrEqual(6)
      expect(s.criteria.length, s.id).toBeLessThanOrEqual(10)
      expect(s.persona.hiddenFacts.length, s.id).toBeGreaterThan(0)
      expect(s.persona.objections.length, s.id).toBeGreaterThan(0)
      expect(new Set(s.criteria).size, s.id).toBe(s.criteria.length)
    }
    expect(new Set(scenarios.map((s) => s.id)).size).toBe(scenarios.length)
  })

  it('finds the scenario a message asks to practise', () => {
    expect(practiceScenarioFor("Let's practise a cold call")).toBe('cold-call-opener')
    expect(practiceScenarioFor('They always say just send me an email')).toBe(
      'objection-send-email',
    )
    expect(practiceScenarioFor('How do I ask for a promotion?')).toBe('promotion-ask')
    expect(practiceScenarioFor('What is the weather like?')).toBeNull()
  })

  it.each([
    ['Cold calling and objection handling', 'cold-call-opener'],
    ['Run real discovery', 'discovery-call'],
    ['Deliver demos that tell a value story', 'ae-mock-pitch'],
    ['Build your network and personal brand', null],
    ['Land the SDR role', 'interview-sdr-screen'],
    ['Win the AE role', 'interview-deal-walkthrough'],
    ['Land the CSM role', 'interview-questions-for-us'],
  ])('links the roadmap step %j to %j (call skills and interviews only)', (step, scenario) => {
    expect(practiceScenarioForStep(step)).toBe(scenario)
  })
})
