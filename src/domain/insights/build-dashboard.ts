import { getRole, roleIdFromTitle, type Role } from '../catalogue'
import type { DiagnosticResult, RoadmapPlanStep } from '../diagnostic/diagnostic-types'
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
  PHASES_SHOWN,
  WEEKLY_GOALS_SHOWN,
} from './progress-content'
import { isDone, skillsProgress, type StepState } from './step-progress'

export interface DashboardInput {
  result: DiagnosticResult
  /** The wizard's confidence_level answer, when known. */
  confidenceAnswer: string | null
  /** The target role's steps as the roadmap progress endpoint reports them. */
  steps: readonly StepState[]
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

type StateOf = (stepId: number | undefined) => StepState | undefined

function phaseSummaries(result: DiagnosticResult, stateOf: StateOf): DashboardPhase[] {
  const phases = result.selectedRoadmap.phases.slice(0, PHASES_SHOWN)
  const done = phases.map((phase) => phase.steps.filter((s) => isDone(stateOf(s.stepId)?.status)))
  const current = phases.findIndex((phase, i) => (done[i]?.length ?? 0) < phase.steps.length)
  return phases.map((phase, i) => ({
    phase: phase.phase,
    title: phase.title,
    duration: phase.duration,
    status: current === -1 || i < current ? 'completed' : i === current ? 'current' : 'upcoming',
    completedSteps: done[i]?.length ?? 0,
    totalSteps: phase.steps.length,
  }))
}

/** The first step still to do, passing over steps the resume showed are already mastered. */
function nextPlanStep(result: DiagnosticResult, stateOf: StateOf): RoadmapPlanStep | undefined {
  const todo = result.selectedRoadmap.phases
    .flatMap((phase) => phase.steps)
    .filter((step) => !isDone(stateOf(step.stepId)?.status))
  return todo.find((step) => step.mastered !== true) ?? todo[0]
}

function toNextStep(step: RoadmapPlanStep, stateOf: StateOf): DashboardNextStep {
  const state = stateOf(step.stepId)
  return {
    title: step.title,
    description: step.description,
    priority: step.priority,
    timeEstimate: step.timeEstimate,
    ...(step.stepId === undefined ? {} : { stepId: step.stepId }),
    ...(state === undefined ? {} : { locked: state.status === 'locked' }),
  }
}

/** This week's goals: the next step's first checklist items, ticked or not. */
function weeklyGoals(role: Role, next: RoadmapPlanStep | undefined, stateOf: StateOf, due: string) {
  const step = role.roadmapSteps.find((s) => s.id === next?.stepId)
  if (step === undefined) return []
  const checked = new Set(stateOf(step.id)?.checked ?? [])
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

/** Dashboard data from the latest diagnostic and the user's real progress on its target role. */
export function buildDashboard(input: DashboardInput): DashboardData {
  const { result, now } = input
  const role = targetRoleOf(result)
  const byId = new Map(input.steps.map((state) => [state.stepId, state]))
  const stateOf: StateOf = (id) => (id === undefined ? undefined : byId.get(id))
  const phases = phaseSummaries(result, stateOf)
  const completedSteps = input.steps.filter((s) => s.status === 'completed').length
  const next = nextPlanStep(result, stateOf)
  const current = phases.find((p) => p.status === 'current')
  const currentPlanPhase = result.selectedRoadmap.phases.find((p) => p.phase === current?.phase)
  const mastered = new Set(
    result.selectedRoadmap.phases.flatMap((p) =>
      p.steps.filter((s) => s.mastered === true).map((s) => s.stepId ?? -1),
    ),
  )
  return {
    currentRoadmap: {
      title: result.selectedRoadmap.title,
      targetRole: result.selectedRoadmap.targetRole,
      roleId: role.id,
      currentPhase: current?.phase ?? phases.length,
      totalPhases: phases.length,
      completedSteps,
      totalSteps: role.roadmapSteps.length,
      nextStep: next === undefined ? null : toNextStep(next, stateOf),
      phases,
    },
    careerProgress: {
      confidenceLevel: confidenceLevel(input.confidenceAnswer, completedSteps),
      skillsProgress: skillsProgress(role, input.steps, mastered),
      weeklyGoals: weeklyGoals(role, next, stateOf, endOfWeek(now, input.utcOffsetMinutes)),
      weeklyActivity: weeklyActivity(input.events, now, input.utcOffsetMinutes),
    },
    beckyInsights: {
      weeklyTip: weeklyTip(now, role.id),
      encouragement: encouragement(completedSteps, role.roadmapSteps.length),
      nextMilestone: currentPlanPhase?.milestones[0] ?? `Apply for your first ${role.title} roles`,
    },
    recentAchievements: recentAchievements(input.events),
    source: 'progress',
  }
}
