import type { Role } from '@/domain/catalogue'
import type { CoachProfile } from './coach-profile'
import { findCatalogueHit, hitAction, type CatalogueHit } from './next-action'
import { searchRoles } from './reply-parts'
import type { SituationCard } from './situations'

export interface StepRules {
  /** No paid step and no product step: distress, legal or ethical trouble, off-topic. */
  freeOnly: boolean
}

/** A step counts as done when the user's target roadmap has completed it. */
function isCompleted(hit: CatalogueHit, profile: CoachProfile): boolean {
  if (hit.role.id !== profile.targetRole?.id) return false
  return profile.doneStepIds
    ? profile.doneStepIds.has(hit.step.id)
    : hit.step.id <= profile.completedSteps
}

/**
 * The next step for a card: a matching roadmap step that is not done (and free when the rules
 * say so), else the card's own practice. Never a completed step.
 */
export function nextStepFor(
  card: SituationCard,
  profile: CoachProfile,
  role: Role | undefined,
  rules: StepRules,
): { text: string; hit?: CatalogueHit } {
  const practice = { text: card.practice }
  if (rules.freeOnly || card.safety !== undefined || !card.step) return practice
  const hit = findCatalogueHit(searchRoles(role, profile, card.step.roles ?? []), card.step.stems)
  if (!hit || isCompleted(hit, profile)) return practice
  return { text: hitAction(hit, hit.role.id === profile.targetRole?.id), hit }
}
