import type { Role } from '../catalogue'
import { choiceOptions } from '../diagnostic/questions'
import { skillLevel, stepDoneShare, stepsForSkill } from '../insights/step-progress'
import { SKILL_TARGET, SKILLS_SHOWN } from '../insights/progress-content'
import type { JourneySkill, JourneyStep } from './journey-types'

/**
 * Skill levels from the same evidence that names strengths and gaps: finished or resume-proven
 * steps, ticked checklist items, and the strengths the user picked. A level reaches the target only
 * when every step that teaches the skill is done, so a named gap can never read 5/5.
 */

const stemOf = (word: string) => word.slice(0, 5)

function words(text: string): string[] {
  return (text.toLowerCase().match(/[a-z]{4,}/g) ?? []).map(stemOf)
}

/** True when one of the user's picked strengths names the skill ('Persuasion and negotiation'). */
function pickedStrength(skill: string, strengths: readonly string[]): boolean {
  const skillWords = new Set(words(skill))
  return choiceOptions.strengths
    .filter((option) => strengths.includes(option.value))
    .some((option) => words(option.label).some((word) => skillWords.has(word)))
}

export function journeySkills(
  role: Role,
  steps: readonly JourneyStep[],
  strengths: readonly string[],
): JourneySkill[] {
  const byId = new Map(steps.map((step) => [step.stepId, step]))
  return role.skills
    .filter((skill) => skill.type === 'core')
    .slice(0, SKILLS_SHOWN)
    .map((skill) => {
      const taught = stepsForSkill(role, skill.name)
      const share =
        taught.reduce((sum, step) => {
          const state = byId.get(step.id)
          const done = state?.status === 'completed' || state?.status === 'skipped_by_resume'
          const progress = {
            stepId: step.id,
            status: 'available' as const,
            checked: state?.checked ?? [],
          }
          return sum + stepDoneShare(step, progress, done)
        }, 0) / taught.length
      const base = skillLevel(share)
      const bonus = pickedStrength(skill.name, strengths) ? 1 : 0
      // Only finished work reaches the target; a picked strength alone stops one short.
      const level = share >= 1 ? SKILL_TARGET : Math.min(SKILL_TARGET - 1, base + bonus)
      return { skill: skill.name, level, target: SKILL_TARGET }
    })
}

/** Strengths: level 3 or more, strongest first. Gaps: below 3, weakest first (ties keep catalogue order). */
export function strengthsAndGaps(skills: readonly JourneySkill[]) {
  const strengths = skills
    .filter((skill) => skill.level >= 3)
    .sort((a, b) => b.level - a.level)
    .map((skill) => skill.skill)
  const gaps = skills
    .filter((skill) => skill.level < 3)
    .sort((a, b) => a.level - b.level)
    .map((skill) => skill.skill)
  return { strengths, gaps }
}
