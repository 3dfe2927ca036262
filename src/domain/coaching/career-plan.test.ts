import { describe, expect, it } from 'vitest'
import { personaAnswers, runDiagnostic, sampleSdrResume } from '../diagnostic'
import { buildJourney } from '../journey'
import type { DiagnosticResult, RoadmapPhase } from '../diagnostic/diagnostic-types'
import { buildCareerPlan, formatCareerPlanMessage, planPhaseCount } from './career-plan'

function phase(n: number): RoadmapPhase {
  return {
    phase: n,
    title: `Phase title ${n}`,
    duration: `${n * 4} weeks`,
    description: '',
    steps: [],
    milestones: [`Milestone ${n}`],
  }
}

function diagnostic(phases: RoadmapPhase[]): DiagnosticResult {
  return {
    careerMatches: [
      {
        role: 'Account Executive',
        matchScore: 87,
        matchReason: 'r',
        timeToRole: '6-9 months',
        salaryRange: 'x',
      },
      {
        role: 'Customer Success Manager',
        matchScore: 79,
        matchReason: 'r',
        timeToRole: '3-6 months',
        salaryRange: 'x',
      },
    ],
    beckyWelcome: '',
    userEmail: '',
    selectedRoadmap: {
      title: 't',
      targetRole: 'Account Executive',
      currentState: '',
      timelineAssessment: '',
      skipReasons: [],
      phases,
    },
  }
}

describe('buildCareerPlan', () => {
  it('keeps the ranked matches with role, score and time to role', () => {
    const plan = buildCareerPlan(diagnostic([phase(1), phase(2)]))
    expect(plan.matches).toEqual([
      { role: 'Account Executive', matchScore: 87, timeToRole: '6-9 months' },
      { role: 'Customer Success Manager', matchScore: 79, timeToRole: '3-6 months' },
    ])
    expect(plan.roadmap.phases.map((p) => p.phase)).toEqual([1, 2])
  })

  it('counts phases, falling back to 3 when the plan has none', () => {
    expect(
      planPhaseCount(buildCareerPlan(diagnostic([phase(1), phase(2), phase(3), phase(4)]))),
    ).toBe(4)
    expect(planPhaseCount(buildCareerPlan(diagnostic([])))).toBe(3)
    expect(planPhaseCount(buildCareerPlan(null))).toBe(3)
  })

  it('formats the plan as an assistant message naming the top match and each phase', () => {
    const text = formatCareerPlanMessage(buildCareerPlan(diagnostic([phase(1), phase(2)])))
    expect(text).toContain('**Account Executive** (87% match; timeline: 6-9 months)')
    expect(text).not.toMatch(/about about/i)
    expect(text).toContain('2 phases')
    expect(text).toContain('- Phase 2: Phase title 2 (8 weeks)')
  })

  it("tells the journey's plan: the target first, its timeline and phases, never the held role", () => {
    const answers = { ...personaAnswers('sdrCloser'), target_timeline: 'soon' }
    const journey = buildJourney({ answers, insights: sampleSdrResume })
    const plan = buildCareerPlan(runDiagnostic(answers, sampleSdrResume), journey)
    expect(plan.matches[0]).toEqual({
      role: 'Account Executive',
      matchScore: journey.matches.find((m) => m.roleId === 'ae')?.percent,
      timeToRole: journey.timeline.label,
    })
    expect(plan.matches.map((m) => m.role)).not.toContain('Sales Development Representative')
    expect(plan.roadmap.phases.map((p) => p.duration)).toEqual(
      journey.phases.map((p) => p.duration),
    )
  })

  it('asks for the diagnostic when there is nothing to plan from', () => {
    expect(formatCareerPlanMessage(buildCareerPlan(null))).toMatch(/assessment/)
  })
})
