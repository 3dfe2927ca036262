import { describe, expect, it } from 'vitest'
import { roles, type RoleId } from '../catalogue'
import type { DiagnosticAnswers, ResumeInsights } from './diagnostic-types'
import { buildRoadmap, phaseSizes } from './roadmap'
import { runDiagnostic } from './run-diagnostic'
import { scoringInput } from './scoring-rules'
import { personaAnswers, personaNames, sampleSdrResume } from './sample-personas'

function roadmapFor(answers: DiagnosticAnswers, insights: ResumeInsights | null = null) {
  return runDiagnostic(answers, insights).selectedRoadmap
}

describe('selected roadmap', () => {
  it('is built for the top match that is not the role the user already holds', () => {
    for (const name of personaNames) {
      const result = runDiagnostic(personaAnswers(name))
      const top = result.careerMatches.find((match) => match.isCurrentRole !== true)
      expect(result.selectedRoadmap.targetRole).toBe(top?.role)
    }
  })

  it('has three phases that walk through every catalogue step once, in order', () => {
    for (const name of personaNames) {
      const roadmap = roadmapFor(personaAnswers(name))
      const role = roles[roadmap.roleId as RoleId]
      expect(roadmap.phases.map((phase) => phase.phase)).toEqual([1, 2, 3])
      const titles = roadmap.phases.flatMap((phase) => phase.steps.map((step) => step.title))
      expect(titles).toEqual(role.roadmapSteps.map((step) => step.title))
    }
  })

  it('gives every step 2-4 success metrics, a priority and a time estimate, and every phase milestones', () => {
    for (const name of personaNames) {
      for (const phase of roadmapFor(personaAnswers(name), sampleSdrResume).phases) {
        expect(phase.milestones.length).toBeGreaterThan(0)
        expect(phase.duration).not.toBe('')
        for (const step of phase.steps) {
          expect(step.successMetrics.length).toBeGreaterThanOrEqual(2)
          expect(step.successMetrics.length).toBeLessThanOrEqual(4)
          expect(['high', 'medium', 'low']).toContain(step.priority)
          expect(step.timeEstimate).not.toBe('')
        }
      }
    }
  })

  it('marks the first steps still to do as high priority and mastered steps as low', () => {
    const steps = roadmapFor(personaAnswers('sdrCloser'), sampleSdrResume).phases.flatMap(
      (phase) => phase.steps,
    )
    const todo = steps.filter((step) => step.mastered !== true)
    expect(todo.slice(0, 2).map((step) => step.priority)).toEqual(['high', 'high'])
    expect(todo.slice(2).every((step) => step.priority === 'medium')).toBe(true)
    expect(
      steps.filter((step) => step.mastered === true).every((step) => step.priority === 'low'),
    ).toBe(true)
  })

  it('never marks the final step or more than half the steps as mastered', () => {
    const everything: ResumeInsights = {
      currentRole: 'Account Executive',
      experience: 6,
      skills: [
        'Salesforce',
        'Outreach',
        'cold calling',
        'discovery',
        'MEDDICC',
        'demos',
        'forecasting',
        'negotiation',
      ],
      achievements: ["President's Club twice"],
    }
    for (const roleId of ['sdr', 'ae'] as const) {
      const roadmap = buildRoadmap(scoringInput(personaAnswers('sdrCloser'), everything), roleId)
      const steps = roadmap.phases.flatMap((phase) => phase.steps)
      const mastered = steps.filter((step) => step.mastered === true)
      expect(mastered.length).toBeGreaterThan(0)
      expect(mastered.length).toBeLessThanOrEqual(Math.floor(steps.length / 2))
      expect(steps.at(-1)?.mastered).toBe(false)
      expect(roadmap.skipReasons).toHaveLength(mastered.length)
    }
  })

  it('splits five steps 2/2/1 and six steps 2/2/2', () => {
    expect(phaseSizes(5)).toEqual([2, 2, 1])
    expect(phaseSizes(6)).toEqual([2, 2, 2])
  })

  it('describes where the user stands today from their answers', () => {
    const roadmap = roadmapFor(personaAnswers('sdrCloser'), sampleSdrResume)
    expect(roadmap.currentState).toContain('SDR / BDR')
    expect(roadmap.currentState).toContain('with 2 years of work in total.')
    expect(roadmap.currentState).toContain('Persuasion and negotiation')
  })

  it('names the sales-relevant years beside the total when the resume reader found them', () => {
    const resume = { ...sampleSdrResume, experience: 11.3, salesExperience: 0.8 }
    const roadmap = roadmapFor(personaAnswers('sdrCloser'), resume)
    expect(roadmap.currentState).toContain(
      'with 11.3 years of work in total, 0.8 years in sales roles.',
    )
  })
})

describe('timeline assessment', () => {
  it("calls an ASAP move from SDR to Account Executive ambitious and says what's realistic", () => {
    const roadmap = roadmapFor({ ...personaAnswers('sdrCloser'), target_timeline: 'asap' })
    expect(roadmap.targetRole).toBe('Account Executive')
    expect(roadmap.timelineFit).toBe('ambitious')
    expect(roadmap.timelineAssessment).toMatch(/ambitious/)
    expect(roadmap.timelineAssessment).toMatch(/usually takes \d+-\d+ months/)
  })

  it('does not call the same move ambitious with a this-year or flexible timeline', () => {
    for (const target_timeline of ['this_year', 'steady_growth', 'flexible']) {
      const roadmap = roadmapFor({ ...personaAnswers('sdrCloser'), target_timeline })
      expect(roadmap.timelineAssessment).not.toMatch(/ambitious/)
    }
  })

  it('calls ASAP realistic for a new grad heading into an SDR role', () => {
    const roadmap = roadmapFor(personaAnswers('newToSales'))
    expect(roadmap.targetRole).toBe('Sales Development Representative')
    expect(roadmap.timelineFit).toBe('realistic')
  })

  it("gives the match card the plan's own range, whatever the wish", () => {
    const match = (timeline: string, current: string) =>
      runDiagnostic({
        ...personaAnswers('newToSales'),
        target_timeline: timeline,
        current_role: current,
      }).careerMatches.find((item) => item.roleId === 'ae')?.timeToRole
    expect(match('flexible', 'student_new_grad')).toBe('18-30 months')
    expect(match('flexible', 'sdr_bdr')).toBe('9-18 months')
    expect(match('this_year', 'sdr_bdr')).toBe('9-18 months')
  })
})

describe("Becky's welcome and the email", () => {
  it('greets by first name and names the top match and why', () => {
    const result = runDiagnostic(personaAnswers('helper'))
    expect(result.beckyWelcome).toMatch(/^Hi Priya!/)
    expect(result.beckyWelcome).toContain(
      `${result.careerMatches[0]?.role ?? ''} is your strongest match`,
    )
    expect(result.beckyWelcome).toContain("'Build long-term customer relationships'")
  })

  it('mentions steps the resume let it skip', () => {
    expect(runDiagnostic(personaAnswers('sdrCloser'), sampleSdrResume).beckyWelcome).toMatch(
      /Your resume let me mark \d+ steps? as done/,
    )
  })

  it('returns the email from the answers, trimmed', () => {
    const result = runDiagnostic({ ...personaAnswers('creative'), email: ' leo@example.com ' })
    expect(result.userEmail).toBe('leo@example.com')
  })
})

describe('phase wording', () => {
  it('says "an Account Executive offer", not "a Account Executive offer"', () => {
    const plan = runDiagnostic(personaAnswers('sdrCloser')).selectedRoadmap
    const text = plan.phases.map((phase) => phase.description).join(' ')
    expect(text).toContain('an Account Executive offer')
    expect(text).not.toContain('a Account Executive')
  })
})
