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
}

const maxNameLength = 40
const defaultPhaseCount = 3

function cleanName(name: string | undefined): string | undefined {
  const trimmed = name?.trim().slice(0, maxNameLength)
  return trimmed === '' ? undefined : trimmed
}

export function profileFrom(context: CoachContext): CoachProfile {
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
  }
}
