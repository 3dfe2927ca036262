import type { RoadmapStep, Role } from '../catalogue'
import { SKILL_TARGET, SKILLS_SHOWN } from './progress-content'
import type { JourneyStepStatus } from '../journey/journey-types'
import type { SkillProgress } from './dashboard-types'

/** The statuses the dashboard's insights read (a resume skip is counted before they run). */
export type StepStatus = Exclude<JourneyStepStatus, 'skipped_by_resume'>

/** One roadmap step's progress as the roadmap endpoints report it. */
export interface StepState {
  stepId: number
  status: StepStatus
  /** Indexes of ticked checklist items. */
  checked: readonly number[]
}

export function isDone(status: StepStatus | undefined): boolean {
  return status === 'completed' || status === 'skipped'
}

/** Share (0..1) of a step's checklist that is done; a completed or mastered step counts in full. */
export function stepDoneShare(step: RoadmapStep, state: StepState | undefined, mastered = false) {
  if (mastered || state?.status === 'completed') return 1
  if (step.checklist.length === 0) return 0
  const ticked = (state?.checked ?? []).filter((i) => i >= 0 && i < step.checklist.length)
  return new Set(ticked).size / step.checklist.length
}

const stopWords = new Set(['and', 'the', 'with', 'your', 'for', 'into', 'from'])

/** Lower-case word stems: 5-letter prefixes, or whole short words such as 'crm' and 'cold'. */
function stems(text: string): string[] {
  return (text.toLowerCase().match(/[a-z]{3,}/g) ?? [])
    .filter((word) => !stopWords.has(word))
    .map((word) => word.slice(0, 5))
}

function mentions(step: RoadmapStep, skillName: string): boolean {
  const words = stems(`${step.title} ${step.description}`)
  // 'demo' names 'demos'; a 3-letter stem such as 'crm' must match a whole word.
  return stems(skillName).some((stem) =>
    words.some((word) => (stem.length > 3 ? word.startsWith(stem) : word === stem)),
  )
}

/**
 * A skill's steps are the roadmap steps whose title or description name it (by word stem), so
 * 'Qualification' follows 'Qualify with a framework'. A skill no step names follows the whole
 * roadmap.
 */
export function stepsForSkill(role: Role, skillName: string): readonly RoadmapStep[] {
  const named = role.roadmapSteps.filter((step) => mentions(step, skillName))
  return named.length > 0 ? named : role.roadmapSteps
}

/** Level 1..5: 1 to start, plus four levels spread over the share of the skill's checklists done. */
export function skillLevel(share: number, target = SKILL_TARGET): number {
  const clamped = Math.min(1, Math.max(0, share))
  return 1 + Math.round((target - 1) * clamped)
}

/** The target role's core skills with a level from real checklist progress (mastered steps count). */
export function skillsProgress(
  role: Role,
  states: readonly StepState[],
  mastered: ReadonlySet<number> = new Set(),
): SkillProgress[] {
  const byId = new Map(states.map((state) => [state.stepId, state]))
  return role.skills
    .filter((skill) => skill.type === 'core')
    .slice(0, SKILLS_SHOWN)
    .map((skill) => {
      const steps = stepsForSkill(role, skill.name)
      const share =
        steps.reduce(
          (sum, step) => sum + stepDoneShare(step, byId.get(step.id), mastered.has(step.id)),
          0,
        ) / steps.length
      return { skill: skill.name, level: skillLevel(share), target: SKILL_TARGET }
    })
}
