import { getRole, type Role } from '@/domain/catalogue'
import { phaseFor, targetRoleOf } from '@/domain/coaching'
import type { CoachContext } from '../coach-engine'

/** What the offline coach knows about the user, flattened from memory, diagnostic and progress. */
export interface CoachProfile {
  name?: string
  targetTitle?: string
  targetRole?: Role
  strengths: readonly string[]
  gaps: readonly string[]
  phase?: { number: number; title?: string }
  nextStep?: string
  completedSteps: number
  totalSteps: number
  hasDiagnostic: boolean
  /** Steps of the target roadmap that are done (completed, skipped or shown done by the resume). */
  doneStepIds?: ReadonlySet<number>
  /** The next step as the roadmap shows it, when the app sends the journey. */
  nextStepDetail?: NextStepDetail
  /** The best match of the diagnostic, with the percent and reasons every screen shows. */
  topMatch?: TopMatch
  /** The plan's one timeline, as the results page and the roadmap show it. */
  timeline?: { label: string; text: string }
  /** The account's credit balance; absent for a visitor. */
  credits?: number
}

export interface TopMatch {
  title: string
  percent: number
  reasons: readonly string[]
  timeToRole: string
}

export interface NextStepDetail {
  stepId: number
  description: string
  /** The step's slice of the timeline, e.g. 'Months 2-3'. */
  window: string
  locked: boolean
  creditCost: number
  /** Checklist items not ticked yet; only for an open step (a locked step's checklist is hidden). */
  openItems: readonly string[]
}

const maxNameLength = 40
const defaultPhaseCount = 3

function cleanName(name: string | undefined): string | undefined {
  const trimmed = name?.trim().slice(0, maxNameLength)
  return trimmed === '' ? undefined : trimmed
}

const doneStatuses = new Set(['completed', 'skipped', 'skipped_by_resume'])

/** The journey (when the app sends it) is the one source for target, progress and next step. */
function journeyProfile(context: CoachContext): CoachProfile | undefined {
  const { journey } = context
  if (!journey) return undefined
  const phase = journey.phases.find((p) => p.phase === journey.currentPhase)
  return {
    name: cleanName(context.firstName),
    targetTitle: journey.targetRole.title,
    targetRole: getRole(journey.targetRole.id),
    strengths: journey.strengths,
    gaps: journey.gaps,
    ...(journey.currentPhase === null
      ? {}
      : { phase: { number: journey.currentPhase, ...(phase ? { title: phase.title } : {}) } }),
    ...(journey.nextStep
      ? { nextStep: journey.nextStep.title, nextStepDetail: stepDetail(journey.nextStep, context) }
      : {}),
    completedSteps: journey.progress.done,
    totalSteps: journey.progress.total,
    hasDiagnostic: true,
    doneStepIds: new Set(
      journey.steps.filter((s) => doneStatuses.has(s.status)).map((s) => s.stepId),
    ),
    ...topMatchOf(journey.matches.map((m) => ({ ...m, reasons: m.topReasons }))),
    timeline: { label: journey.timeline.label, text: journey.timeline.text },
  }
}

/** The first match that is not the role the person already holds. */
function topMatchOf(matches: readonly (TopMatch & { isCurrentRole?: boolean })[]): {
  topMatch?: TopMatch
} {
  const best = matches.find((m) => m.isCurrentRole !== true)
  if (!best) return {}
  const { title, percent, reasons, timeToRole } = best
  return { topMatch: { title, percent, reasons, timeToRole } }
}

type JourneyStep = NonNullable<NonNullable<CoachContext['journey']>['nextStep']>

function stepDetail(step: JourneyStep, context: CoachContext): NextStepDetail {
  const locked = step.status === 'locked'
  const role = context.journey ? getRole(context.journey.targetRole.id) : undefined
  const checklist = role?.roadmapSteps.find((s) => s.id === step.stepId)?.checklist ?? []
  return {
    stepId: step.stepId,
    description: step.description,
    window: step.window,
    locked,
    creditCost: step.creditCost,
    openItems: locked ? [] : checklist.filter((_, i) => !step.checked.includes(i)),
  }
}

export function profileFrom(context: CoachContext): CoachProfile {
  const credits = context.credits === undefined ? {} : { credits: context.credits }
  const fromJourney = journeyProfile(context)
  if (fromJourney) return { ...fromJourney, ...credits }
  const { memory, diagnostic, roadmapProgress } = context
  const targetTitle =
    memory?.careerJourney.targetRole ||
    diagnostic?.selectedRoadmap.targetRole ||
    diagnostic?.careerMatches[0]?.role ||
    undefined
  const targetRole =
    targetRoleOf(diagnostic, targetTitle ?? '') ??
    (roadmapProgress ? getRole(roadmapProgress.roleId) : undefined)
  const completedSteps =
    roadmapProgress?.completedSteps ?? memory?.roadmapProgress.completedSteps ?? 0
  const totalSteps = roadmapProgress?.totalSteps ?? memory?.roadmapProgress.totalSteps ?? 0
  const phases = diagnostic?.selectedRoadmap.phases ?? []
  // Live progress beats the phase memory recorded at the last turn.
  const phaseNumber = roadmapProgress
    ? phaseFor(completedSteps, totalSteps, phases.length || defaultPhaseCount)
    : memory?.roadmapProgress.currentPhase
  const phaseTitle = phases.find((p) => p.phase === phaseNumber)?.title
  return {
    name: cleanName(context.firstName),
    targetTitle: targetTitle ?? targetRole?.title,
    targetRole,
    strengths: memory?.skillsProfile.strengths ?? [],
    gaps: memory?.skillsProfile.gaps ?? [],
    phase:
      phaseNumber !== undefined && (diagnostic || totalSteps > 0)
        ? { number: phaseNumber, title: phaseTitle }
        : undefined,
    nextStep: roadmapProgress?.nextStepTitle || memory?.roadmapProgress.nextMilestone || undefined,
    completedSteps,
    totalSteps,
    hasDiagnostic: diagnostic !== null,
    ...credits,
    ...planTimelineOf(diagnostic?.careerMatches.find((m) => m.role === targetTitle)?.timeToRole),
    ...topMatchOf(
      (diagnostic?.careerMatches ?? []).map((m) => ({
        title: m.role,
        percent: m.matchScore,
        reasons: m.topReasons ?? [m.matchReason],
        timeToRole: m.timeToRole,
        ...(m.isCurrentRole === undefined ? {} : { isCurrentRole: m.isCurrentRole }),
      })),
    ),
  }
}

/** Without the journey, the diagnostic's own estimate for the target role is the plan's timeline. */
function planTimelineOf(timeToRole: string | undefined): Pick<CoachProfile, 'timeline'> {
  if (timeToRole === undefined || timeToRole.trim() === '') return {}
  const text = `your plan puts the move at about ${timeToRole} from where you are now`
  return { timeline: { label: timeToRole, text } }
}
