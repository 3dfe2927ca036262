import { describe, expect, it } from 'vitest'
import { roles, roleIds } from '../catalogue'
import type { DiagnosticAnswers, ResumeInsights } from './diagnostic-types'
import { choiceOptions } from './questions'
import { explainMatch, runDiagnostic } from './run-diagnostic'
import { personaAnswers, personaNames, samplePersonas, sampleSdrResume } from './sample-personas'

function topRoleId(answers: DiagnosticAnswers, insights: ResumeInsights | null = null): string {
  return runDiagnostic(answers, insights).careerMatches[0]?.roleId ?? 'none'
}

/** A fixed permutation (reverse, then rotate by one) so the test itself stays deterministic. */
function shuffled<T>(items: readonly T[]): T[] {
  const reversed = [...items].reverse()
  return [...reversed.slice(1), ...reversed.slice(0, 1)]
}

describe("Becky's welcome", () => {
  it('never offers the role the person already holds as a second option', () => {
    const result = runDiagnostic(personaAnswers('sdrCloser'))
    const held = result.careerMatches.find((match) => match.isCurrentRole === true)
    expect(held?.roleId).toBe('sdr')
    expect(result.beckyWelcome).not.toContain(`${held?.role ?? ''} (`)
    expect(result.beckyWelcome).toContain('good second option')
  })
})

describe('ranking personas', () => {
  it('ranks Account Executive first for an SDR whose goal is closing deals', () => {
    expect(topRoleId(personaAnswers('sdrCloser'))).toBe('ae')
  })

  it('ranks Revenue Operations first for someone who loves data and process', () => {
    expect(topRoleId(personaAnswers('dataMinded'))).toBe('revops')
  })

  it('ranks Customer Success Manager first for a helper who builds relationships', () => {
    expect(topRoleId(personaAnswers('helper'))).toBe('csm')
    // The same helper profile coming from an SDR seat still lands in customer success.
    expect(topRoleId({ ...personaAnswers('helper'), current_role: 'sdr_bdr' })).toBe('csm')
  })

  it('ranks Growth Marketing first for a creative, content-minded profile', () => {
    expect(topRoleId(personaAnswers('creative'))).toBe('marketing')
    expect(topRoleId({ ...personaAnswers('creative'), current_role: 'student_new_grad' })).toBe(
      'marketing',
    )
  })

  it('ranks SDR first for people new to sales: a new grad and a hospitality switcher', () => {
    expect(topRoleId(personaAnswers('newToSales'))).toBe('sdr')
    expect(topRoleId(personaAnswers('hospitalitySwitcher'))).toBe('sdr')
  })

  it('agrees with the expected top role written next to every sample persona', () => {
    for (const name of personaNames) {
      expect([name, topRoleId(personaAnswers(name))]).toEqual([
        name,
        samplePersonas[name].expectedTopRole,
      ])
    }
  })
})

describe('match list', () => {
  it('ranks all six catalogue roles once, best first, with whole percents in 40..98', () => {
    for (const name of personaNames) {
      const matches = runDiagnostic(personaAnswers(name)).careerMatches
      expect(matches.map((match) => match.roleId).sort()).toEqual([...roleIds].sort())
      const scores = matches.map((match) => match.matchScore)
      expect(scores).toEqual([...scores].sort((a, b) => b - a))
      for (const score of scores) {
        expect(Number.isInteger(score) && score >= 40 && score <= 98).toBe(true)
      }
    }
  })

  it('takes title and salary range from the catalogue', () => {
    for (const match of runDiagnostic(personaAnswers('helper')).careerMatches) {
      const role =
        match.roleId === undefined ? undefined : roles[match.roleId as keyof typeof roles]
      expect(match.role).toBe(role?.title)
      expect(match.salaryRange).toBe(role?.salary)
    }
  })

  it('explains every match with at least one reason and a one-sentence summary', () => {
    for (const name of personaNames) {
      for (const match of runDiagnostic(personaAnswers(name)).careerMatches) {
        expect(match.reasons?.length ?? 0).toBeGreaterThan(0)
        expect(match.matchReason).toMatch(/^[A-Z].*\.$/)
      }
    }
  })

  it("names the user's own answers in the top match's reasons in plain words", () => {
    const [top] = runDiagnostic(personaAnswers('sdrCloser')).careerMatches
    expect(top?.topReasons?.[0]).toBe("You chose 'Own and close my own deals' as your goal")
    expect(top?.topReasons).toHaveLength(3)
    expect(top?.reasons).toContain(
      "You chose 'Own and close my own deals' as your goal (strong reason)",
    )
    expect(top?.reasons?.join(' ')).not.toMatch(/[+-]\d+ Account Executive/)
    expect(top?.matchReason).toContain("'Own and close my own deals'")
  })

  it('explainMatch adds up: the listed points are the score the ranking used', () => {
    const answers = personaAnswers('dataMinded')
    for (const roleId of roleIds) {
      const explanation = explainMatch(roleId, answers, sampleSdrResume)
      const total = explanation.contributions.reduce((sum, item) => sum + item.weight, 0)
      expect(total).toBe(explanation.points)
    }
  })

  it('does not let ticking every strength and preference inflate every role to the ceiling', () => {
    const everything = {
      ...personaAnswers('newToSales'),
      strengths: choiceOptions.strengths.map((option) => option.value),
      work_preferences: choiceOptions.work_preferences.map((option) => option.value),
    }
    const scores = runDiagnostic(everything).careerMatches.map((match) => match.matchScore)
    expect(new Set(scores).size).toBeGreaterThan(1)
    expect(Math.min(...scores)).toBeLessThan(85)
  })
})

describe('determinism', () => {
  it('gives deep-equal results on repeated runs', () => {
    for (const name of personaNames) {
      expect(runDiagnostic(personaAnswers(name), sampleSdrResume)).toEqual(
        runDiagnostic(personaAnswers(name), sampleSdrResume),
      )
    }
  })

  it('ignores the order and repetition of multi-select picks', () => {
    for (const name of personaNames) {
      const answers = personaAnswers(name)
      const reordered = {
        ...answers,
        strengths: [...shuffled(answers.strengths), ...answers.strengths.slice(0, 1)],
        work_preferences: shuffled(answers.work_preferences),
      }
      expect(runDiagnostic(reordered)).toEqual(runDiagnostic(answers))
    }
  })
})

describe('resume insights', () => {
  it("raise the matching role's score and explain why", () => {
    const answers = personaAnswers('sdrCloser')
    const without = runDiagnostic(answers).careerMatches.find((match) => match.roleId === 'ae')
    const withResume = runDiagnostic(answers, sampleSdrResume).careerMatches.find(
      (match) => match.roleId === 'ae',
    )
    expect(withResume?.matchScore ?? 0).toBeGreaterThan(without?.matchScore ?? 0)
    expect(withResume?.reasons?.some((line) => line.startsWith('Your resume shows MEDDICC'))).toBe(
      true,
    )
  })

  it('can move the ranking toward what the resume proves', () => {
    const answers = {
      ...personaAnswers('hospitalitySwitcher'),
      current_role: 'other_professional',
      biggest_career_goal: 'get_promoted',
      work_preferences: ['team_collaboration', 'independent_work'],
      strengths: ['problem_solving', 'communication', 'organization'],
    }
    const opsResume: ResumeInsights = {
      currentRole: 'Sales Operations Analyst',
      experience: 4,
      skills: ['SQL', 'Salesforce', 'CPQ', 'Tableau', 'forecasting'],
      achievements: ['Built the territory planning model for 40 reps'],
    }
    expect(topRoleId(answers)).not.toBe('revops')
    expect(topRoleId(answers, opsResume)).toBe('revops')
  })

  it('produce skip reasons and shorten the estimate for steps the resume shows are mastered', () => {
    const answers = personaAnswers('sdrCloser')
    const plain = runDiagnostic(answers).selectedRoadmap
    const enhanced = runDiagnostic(answers, sampleSdrResume).selectedRoadmap
    expect(plain.skipReasons).toEqual([])
    expect(enhanced.skipReasons.length).toBeGreaterThan(0)
    expect(enhanced.skipReasons[0]).toMatch(/^Your resume shows .+, so '.+' is marked done$/)
    expect(enhanced.timelineAssessment).toContain('Your resume already covers')
  })

  it('with nothing recognisable change nothing', () => {
    const answers = personaAnswers('helper')
    const blank: ResumeInsights = { currentRole: '', experience: 0, skills: [], achievements: [] }
    expect(runDiagnostic(answers, blank)).toEqual(runDiagnostic(answers))
  })
})

describe('the timeline reason agrees with the plan', () => {
  it("never says a wish 'fits' when the plan calls it short (3-6 months against 6-12)", () => {
    const answers = {
      ...personaAnswers('helper'),
      current_role: 'sdr_bdr',
      target_timeline: 'soon',
    }
    const csm = runDiagnostic(answers).careerMatches.find((match) => match.roleId === 'csm')
    expect(csm?.timeToRole).toBe('6-12 months')
    expect((csm?.reasons ?? []).join(' ')).not.toContain('timeline fits')
  })

  it('still says so when the usual range is within the wish', () => {
    const answers = {
      ...personaAnswers('helper'),
      current_role: 'account_executive',
      target_timeline: 'soon',
    }
    const am = runDiagnostic(answers).careerMatches.find((match) => match.roleId === 'am')
    expect((am?.reasons ?? []).join(' ')).toContain("'Soon (3-6 months)' timeline fits")
  })
})
