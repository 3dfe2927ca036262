import { getRole, roleIdFromTitle, roles, type Role } from '../catalogue'
import type { DiagnosticResult } from '../diagnostic/diagnostic-types'
import type { Journey, JourneyStep } from '../journey/journey-types'
import { endOfWeek, recentAchievements, weeklyActivity, type ActivityEvent } from './activity'
import { weeklyTip } from './daily-insight'
import type {
  DashboardData,
  DashboardNextStep,
  DashboardPhase,
  WeeklyGoal,
} from './dashboard-types'
import {
  CONFIDENCE_PER_STEP,
  confidenceBase,
  DEFAULT_CONFIDENCE,
  encouragementBands,
  WEEKLY_GOALS_SHOWN,
} from './progress-content'

export interface DashboardInput {
  /** The one journey (src/domain/journey): phases, next step, skills and progress come from it. */
  journey: Journey
  /** The wizard's confidence_level answer, when known. */
  confidenceAnswer: string | null
  events: readonly ActivityEvent[]
  now: Date
  /** The user's time zone, minutes east of UTC, for the chart's days. */
  utcOffsetMinutes?: number
}

/** The catalogue role the diagnostic's roadmap leads to (unknown titles map to ae, spec section 5). */
export function targetRoleOf(result: DiagnosticResult): Role {
  const { roleId, targetRole } = result.selectedRoadmap
  const role = getRole(roleId ?? '') ?? getRole(roleIdFromTitle(targetRole))
  if (role === undefined) throw new Error(`No catalogue role for '${targetRole}'`)
  return role
}

function phaseSummaries(journey: Journey): DashboardPhase[] {
  return journey.phases.map((phase) => ({
    phase: phase.phase,
    title: phase.title,
    duration: phase.duration,
    status: phase.status,
    completedSteps: phase.doneSteps,
    totalSteps: phase.totalSteps,
  }))
}

function toNextStep(step: JourneyStep, journey: Journey): DashboardNextStep {
  const high = journey.steps.filter((s) => s.status !== 'skipped_by_resume').slice(0, 2)
  return {
    title: step.title,
    description: step.description,
    priority: high.includes(step) ? 'high' : 'medium',
    timeEstimate: step.window,
    stepId: step.stepId,
    locked: step.status === 'locked',
  }
}

/** This week's goals: the next step's first checklist items (the current phase's work), ticked or not. */
function weeklyGoals(role: Role, next: JourneyStep | null, due: string): WeeklyGoal[] {
  const step = role.roadmapSteps.find((s) => s.id === next?.stepId)
  if (step === undefined || next === null) return []
  // A locked step's checklist opens when it is unlocked (the roadmap says so): the goal is to open it.
  if (next.status === 'locked')
    return [{ goal: `Unlock “${step.title}” on your roadmap`, completed: false, dueDate: due }]
  const checked = new Set(next.checked)
  return step.checklist
    .slice(0, WEEKLY_GOALS_SHOWN)
    .map((goal, i): WeeklyGoal => ({ goal, completed: checked.has(i), dueDate: due }))
}

export function confidenceLevel(answer: string | null, completedSteps: number): number {
  const base = (answer === null ? undefined : confidenceBase[answer]) ?? DEFAULT_CONFIDENCE
  return Math.min(100, base + CONFIDENCE_PER_STEP * completedSteps)
}

export function encouragement(completed: number, total: number): string {
  const share = total === 0 ? 0 : completed / total
  const band = encouragementBands.find((b) => share <= b.upTo) ?? encouragementBands.at(-1)
  return band?.text ?? ''
}

/** Dashboard data read from the journey: nothing here recomputes a phase, step or skill. */
export function buildDashboard(input: DashboardInput): DashboardData {
  const { journey, now } = input
  const role = roles[journey.targetRole.id]
  const phases = phaseSummaries(journey)
  const current = journey.phases.find((p) => p.status === 'current')
  const { done, completed, total } = journey.progress
  return {
    currentRoadmap: {
      title: `Your path to ${role.title}`,
      targetRole: role.title,
      roleId: role.id,
      currentPhase: journey.currentPhase ?? phases.length,
      totalPhases: phases.length,
      completedSteps: done,
      totalSteps: total,
      nextStep: journey.nextStep === null ? null : toNextStep(journey.nextStep, journey),
      phases,
      timeline: journey.timeline.label,
    },
    careerProgress: {
      confidenceLevel: confidenceLevel(input.confidenceAnswer, completed),
      skillsProgress: journey.skills.map((s) => ({ ...s })),
      weeklyGoals: weeklyGoals(role, journey.nextStep, endOfWeek(now, input.utcOffsetMinutes)),
      weeklyActivity: weeklyActivity(input.events, now, input.utcOffsetMinutes),
    },
    beckyInsights: {
      weeklyTip: weeklyTip(now, role.id),
      encouragement: encouragement(done, total),
      nextMilestone: current?.milestones[0] ?? `Apply for your first ${role.title} roles`,
    },
    recentAchievements: recentAchievements(input.events),
    source: 'progress',
  }
}
