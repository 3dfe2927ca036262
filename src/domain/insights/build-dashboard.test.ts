import { describe, expect, it } from 'vitest'
import { roles } from '../catalogue'
import { runDiagnostic } from '../diagnostic'
import { personaAnswers, sampleSdrResume } from '../diagnostic/sample-personas'
import { recentAchievements, weeklyActivity, endOfWeek, type ActivityEvent } from './activity'
import { buildDashboard } from './build-dashboard'
import { buildPlaceholderDashboard } from './placeholder-dashboard'
import { buildJourney, type JourneyProgress } from '../journey'
import { stepsForSkill, type StepState } from './step-progress'

// The SDR who wants to close deals: top match Account Executive (6 steps, 2 per phase).
const answers = personaAnswers('sdrCloser')
const result = runDiagnostic(answers)
const now = new Date('2026-03-04T12:00:00Z') // a Wednesday

function states(overrides: Record<number, Partial<StepState>>): StepState[] {
  return roles.ae.roadmapSteps.map((step) => ({
    stepId: step.id,
    status: step.id === 1 ? 'available' : 'locked',
    checked: [],
    ...overrides[step.id],
  }))
}

function progressOf(steps: StepState[]): JourneyProgress {
  return {
    unlockedStepIds: steps.filter((s) => s.status !== 'locked').map((s) => s.stepId),
    states: steps.flatMap((s) =>
      s.status === 'completed' || s.status === 'in_progress' || s.status === 'skipped'
        ? [{ stepId: s.stepId, status: s.status }]
        : [],
    ),
    ticks: steps.flatMap((s) => s.checked.map((itemIndex) => ({ stepId: s.stepId, itemIndex }))),
  }
}

function build(steps: StepState[], events: ActivityEvent[] = []) {
  const journey = buildJourney({ answers, insights: null, progress: progressOf(steps) })
  return buildDashboard({ journey, confidenceAnswer: answers.confidence_level, events, now })
}

describe('buildDashboard', () => {
  it('starts a new user in phase 1 with the first step next and skills at level 1 of 5', () => {
    const data = build(states({}))
    expect(data.currentRoadmap).toMatchObject({
      roleId: 'ae',
      targetRole: 'Account Executive',
      currentPhase: 1,
      totalPhases: 3,
      completedSteps: 0,
      totalSteps: 6,
    })
    expect(data.currentRoadmap.nextStep).toMatchObject({
      title: 'Run real discovery',
      priority: 'high',
      stepId: 1,
      locked: false,
    })
    expect(data.currentRoadmap.phases.map((p) => p.status)).toEqual([
      'current',
      'upcoming',
      'upcoming',
    ])
    expect(data.careerProgress.skillsProgress.every((s) => s.level === 1 && s.target === 5)).toBe(
      true,
    )
    expect(data.careerProgress.confidenceLevel).toBe(70) // 'Confident: I just need a plan'
    expect(data.careerProgress.weeklyGoals).toHaveLength(3)
    expect(data.careerProgress.weeklyGoals.every((g) => !g.completed)).toBe(true)
    expect(data.beckyInsights.nextMilestone).toBe(result.selectedRoadmap.phases[0]?.milestones[0])
    expect(data.source).toBe('progress')
  })

  it('follows real progress: completed steps move the phase, ticks show in goals and skills', () => {
    const data = build(
      states({
        1: { status: 'completed' },
        2: { status: 'completed' },
        3: { status: 'in_progress', checked: [0] },
      }),
    )
    expect(data.currentRoadmap.completedSteps).toBe(2)
    expect(data.currentRoadmap.currentPhase).toBe(2)
    expect(data.currentRoadmap.phases.map((p) => p.status)).toEqual([
      'completed',
      'current',
      'upcoming',
    ])
    expect(data.currentRoadmap.nextStep?.title).toBe('Deliver demos that tell a value story')
    expect(data.careerProgress.weeklyGoals[0]).toMatchObject({
      goal: roles.ae.roadmapSteps[2]?.checklist[0],
      completed: true,
      dueDate: '2026-03-08',
    })
    expect(data.careerProgress.confidenceLevel).toBe(76)
    const fresh = build(states({})).careerProgress.skillsProgress
    const levels = data.careerProgress.skillsProgress
    expect(levels.find((s) => s.skill === 'Qualification')?.level).toBeGreaterThan(1)
    expect(levels.every((s, i) => s.level >= (fresh[i]?.level ?? 0) && s.level <= 5)).toBe(true)
    expect(data.beckyInsights.encouragement).not.toBe(build(states({})).beckyInsights.encouragement)
  })

  it('has no next step once every step is done, and says what comes after', () => {
    const all = Object.fromEntries(
      roles.ae.roadmapSteps.map((s) => [s.id, { status: 'completed' as const }]),
    )
    const data = build(states(all))
    expect(data.currentRoadmap.nextStep).toBeNull()
    expect(data.currentRoadmap.currentPhase).toBe(3)
    expect(data.currentRoadmap.phases.every((p) => p.status === 'completed')).toBe(true)
    expect(data.careerProgress.weeklyGoals).toEqual([])
    expect(data.careerProgress.confidenceLevel).toBe(88)
    expect(data.beckyInsights.nextMilestone).toContain('Account Executive')
  })

  it("keeps a locked next step's checklist out of the week's goals", () => {
    const data = build(states({ 1: { status: 'completed' }, 2: { status: 'completed' } }))
    expect(data.currentRoadmap.nextStep?.title).toBe('Deliver demos that tell a value story')
    expect(data.careerProgress.weeklyGoals).toEqual([
      {
        goal: 'Unlock “Deliver demos that tell a value story” on your roadmap',
        completed: false,
        dueDate: '2026-03-08',
      },
    ])
  })

  it('passes over steps the resume shows are mastered when picking the next step', () => {
    const journey = buildJourney({ answers, insights: sampleSdrResume })
    const data = buildDashboard({ journey, confidenceAnswer: null, events: [], now })
    expect(data.currentRoadmap.nextStep?.stepId).toBe(1)
    const after = buildJourney({
      answers,
      insights: sampleSdrResume,
      progress: {
        unlockedStepIds: [],
        states: [
          { stepId: 1, status: 'completed' },
          ...journey.steps
            .filter((s) => s.status === 'skipped_by_resume')
            .map((s) => ({ stepId: s.stepId, status: 'skipped_by_resume' as const })),
        ],
        ticks: [],
      },
    })
    const next = buildDashboard({ journey: after, confidenceAnswer: null, events: [], now })
    // Step 2 (qualification) is mastered by the MEDDICC resume, so step 3 is next.
    expect(next.currentRoadmap.nextStep?.stepId).toBe(3)
    expect(next.currentRoadmap.currentPhase).toBe(2)
    expect(next.careerProgress.confidenceLevel).toBe(53)
  })
})

describe('skills follow the steps that name them', () => {
  it("links 'Qualification' to 'Qualify with a framework' and 'Discovery' to discovery", () => {
    expect(stepsForSkill(roles.ae, 'Qualification').map((s) => s.id)).toContain(2)
    expect(stepsForSkill(roles.ae, 'Discovery').map((s) => s.id)).toContain(1)
    expect(stepsForSkill(roles.ae, 'Zzyzx unknown').length).toBe(6)
  })
})

describe('activity', () => {
  const events: ActivityEvent[] = [
    { kind: 'tick', at: '2026-03-04T08:00:00Z' },
    { kind: 'tick', at: '2026-03-04T09:00:00Z' },
    { kind: 'unlock', at: '2026-03-02T10:00:00Z', roleId: 'ae', stepId: 2 },
    { kind: 'step_completed', at: '2026-03-03T10:00:00Z', roleId: 'ae', stepId: 1 },
    { kind: 'credits', at: '2026-03-01T10:00:00Z', amount: 5, note: 'Invite a friend' },
    { kind: 'diagnostic', at: '2026-02-20T10:00:00Z', targetRole: 'Account Executive' },
  ]

  it('counts actions per day over the last 7 days, oldest first', () => {
    const week = weeklyActivity(events, now)
    expect(week.map((d) => d.label)).toEqual(['Thu', 'Fri', 'Sat', 'Sun', 'Mon', 'Tue', 'Wed'])
    expect(week.map((d) => d.actions)).toEqual([0, 0, 0, 1, 1, 1, 2])
  })

  it("bins by the user's own calendar day", () => {
    // 08:00 and 09:00 UTC are still the previous evening in UTC-10.
    const week = weeklyActivity(events, now, -600)
    expect(week.at(-1)?.actions).toBe(0)
    expect(week.at(-2)?.actions).toBe(3)
  })

  it('lists the newest three wins with step titles, not ticks', () => {
    expect(recentAchievements(events).map((a) => a.title)).toEqual([
      "Completed 'Run real discovery'",
      "Unlocked 'Qualify with a framework'",
      'Earned 5 credits: Invite a friend',
    ])
  })

  it('puts weekly goals due on Sunday', () => {
    expect(endOfWeek(new Date('2026-03-08T20:00:00Z'))).toBe('2026-03-08')
    expect(endOfWeek(new Date('2026-03-09T01:00:00Z'))).toBe('2026-03-15')
  })
})

describe('buildPlaceholderDashboard', () => {
  it('uses the spec placeholders: confidence 75, sample skills and goals, no invented activity', () => {
    const data = buildPlaceholderDashboard({ result, answers }, now)
    expect(data.source).toBe('placeholder')
    expect(data.careerProgress.confidenceLevel).toBe(75)
    expect(data.careerProgress.skillsProgress.map((s) => [s.level, s.target])).toEqual([
      [3, 5],
      [2, 5],
      [2, 5],
      [1, 5],
    ])
    expect(data.careerProgress.weeklyGoals.map((g) => g.completed)).toEqual([true, false, false])
    expect(data.careerProgress.weeklyActivity.every((d) => d.actions === 0)).toBe(true)
    expect(data.currentRoadmap.phases).toHaveLength(3)
    expect(data.currentRoadmap.completedSteps).toBe(0)
  })
})
