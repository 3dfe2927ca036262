import { roles, type Role, type RoleId } from '../catalogue'
import type {
  DiagnosticAnswers,
  ResumeInsights,
  RoadmapPhase,
} from '../diagnostic/diagnostic-types'
import { currentRoleIdOf } from '../diagnostic/match-reasons'
import { findMasteredSteps, type MasteredStep } from '../diagnostic/mastery'
import { planTimeline } from '../diagnostic/plan-timeline'
import { buildRoadmap } from '../diagnostic/roadmap'
import { runDiagnostic } from '../diagnostic/run-diagnostic'
import { scoringInput } from '../diagnostic/scoring-rules'
import { journeySkills, strengthsAndGaps } from './journey-skills'
import type {
  Journey,
  JourneyMatch,
  JourneyPhase,
  JourneyProgress,
  JourneyStep,
  JourneyStepStatus,
} from './journey-types'

export interface JourneyInput {
  answers: DiagnosticAnswers
  insights: ResumeInsights | null
  /** The role the user chose; defaults to the top match that is not the role they hold. */
  targetRoleId?: RoleId | null | undefined
  /** The account's progress on the target role; null or absent for a guest. */
  progress?: JourneyProgress | null | undefined
}

const fallbackEvidence = 'Your resume showed this step is already done'

function journeyMatches(answers: DiagnosticAnswers, insights: ResumeInsights | null) {
  return runDiagnostic(answers, insights).careerMatches.map((match): JourneyMatch => ({
    roleId: match.roleId as RoleId,
    title: match.role,
    percent: match.matchScore,
    timeToRole: match.timeToRole,
    topReasons: match.topReasons ?? [],
    allFactors: match.reasons ?? [],
    isCurrentRole: match.isCurrentRole === true,
  }))
}

/** Guests: what the resume proves. Accounts: what was stored on claim, minus what the user undid. */
function resumeSkips(
  role: Role,
  proven: readonly MasteredStep[],
  progress: JourneyProgress | null,
) {
  if (progress === null) return proven
  return progress.states
    .filter((state) => state.status === 'skipped_by_resume')
    .flatMap((state): MasteredStep[] => {
      const step = role.roadmapSteps.find((candidate) => candidate.id === state.stepId)
      if (step === undefined) return []
      const proof = proven.find((item) => item.stepId === step.id)
      return [proof ?? { stepId: step.id, title: step.title, reason: fallbackEvidence }]
    })
}

function stepStatus(
  stepId: number,
  isFree: boolean,
  skipped: ReadonlySet<number>,
  progress: JourneyProgress | null,
): JourneyStepStatus {
  if (skipped.has(stepId)) return 'skipped_by_resume'
  const unlocked = isFree || (progress?.unlockedStepIds.includes(stepId) ?? false)
  if (!unlocked) return 'locked'
  const stored = progress?.states.find((state) => state.stepId === stepId)?.status
  return stored === undefined || stored === 'skipped_by_resume' ? 'available' : stored
}

function journeySteps(
  role: Role,
  phases: readonly RoadmapPhase[],
  skips: readonly MasteredStep[],
  progress: JourneyProgress | null,
): JourneyStep[] {
  const skipped = new Set(skips.map((item) => item.stepId))
  return phases.flatMap((phase) =>
    phase.steps.flatMap((planned): JourneyStep[] => {
      const step = role.roadmapSteps.find((candidate) => candidate.id === planned.stepId)
      if (step === undefined) return []
      const evidence = skips.find((item) => item.stepId === step.id)?.reason
      return [
        {
          stepId: step.id,
          title: step.title,
          description: step.description,
          phase: phase.phase,
          window: planned.timeEstimate,
          status: stepStatus(step.id, step.isFree, skipped, progress),
          ...(evidence === undefined ? {} : { evidence }),
          checked: (progress?.ticks ?? [])
            .filter((tick) => tick.stepId === step.id)
            .map((tick) => tick.itemIndex)
            .sort((a, b) => a - b),
          totalItems: step.checklist.length,
          creditCost: step.creditCost,
        },
      ]
    }),
  )
}

const isDone = (step: JourneyStep) =>
  step.status === 'completed' || step.status === 'skipped_by_resume'
const isOpen = (step: JourneyStep) =>
  step.status === 'in_progress' || step.status === 'available' || step.status === 'locked'

function journeyPhases(
  phases: readonly RoadmapPhase[],
  steps: readonly JourneyStep[],
  current: number | null,
): JourneyPhase[] {
  return phases.map(({ steps: _planned, ...phase }) => {
    const own = steps.filter((step) => step.phase === phase.phase)
    return {
      ...phase,
      stepIds: own.map((step) => step.stepId),
      status:
        current === null || phase.phase < current
          ? 'completed'
          : phase.phase === current
            ? 'current'
            : 'upcoming',
      doneSteps: own.filter(isDone).length,
      totalSteps: own.length,
    }
  })
}

/**
 * The one journey every screen reads: target role, plan steps with their status, the single
 * timeline, phases, the next step, skills and the match list. Pure: same input, same journey.
 */
export function buildJourney(input: JourneyInput): Journey {
  const { answers, insights } = input
  const progress = input.progress ?? null
  const matches = journeyMatches(answers, insights)
  const held = currentRoleIdOf(answers.current_role)
  const fallback = matches.find((match) => !match.isCurrentRole) ?? matches[0]
  const roleId = input.targetRoleId ?? fallback?.roleId ?? 'ae'
  const role = roles[roleId]
  const scoring = scoringInput(answers, insights)
  const skips = resumeSkips(role, findMasteredSteps(role, scoring.evidence), progress)
  const roadmap = buildRoadmap(scoring, roleId, skips)
  const steps = journeySteps(role, roadmap.phases, skips, progress)
  const nextStep = steps.find(isOpen) ?? null
  const currentPhase = nextStep?.phase ?? null
  const skills = journeySkills(role, steps, answers.strengths)
  const done = steps.filter(isDone).length
  return {
    targetRole: {
      id: roleId,
      title: role.title,
      percent: matches.find((match) => match.roleId === roleId)?.percent ?? null,
    },
    currentRoleId: held,
    timeline: planTimeline(answers.current_role, answers.target_timeline, roleId, skips.length),
    steps,
    phases: journeyPhases(roadmap.phases, steps, currentPhase),
    currentPhase,
    nextStep,
    skills,
    ...strengthsAndGaps(skills),
    progress: {
      done,
      completed: steps.filter((step) => step.status === 'completed').length,
      skippedByResume: skips.length,
      total: steps.length,
      percent: steps.length === 0 ? 0 : Math.round((done / steps.length) * 100),
    },
    matches,
    plan: roadmap,
  }
}
