import type { ResourceType, Role } from '@/domain/catalogue'
import type { CoachProfile } from './coach-profile'
import {
  describeResource,
  findCatalogueHit,
  findResources,
  hitAction,
  type CatalogueHit,
} from './next-action'
import { searchRoles } from './reply-parts'
import type { SituationCard } from './situations'

export interface StepRules {
  /** No paid step and no product step: distress, legal or ethical trouble, off-topic. */
  freeOnly: boolean
  /** Resource types the person asked for by name ("a book on discovery"). */
  wanted?: readonly ResourceType[]
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
  const roles = searchRoles(role, profile, card.step.roles ?? [])
  const asked = askedFor(roles, card.step.stems, rules.wanted ?? [], profile)
  if (asked) return asked
  const hit = findCatalogueHit(roles, card.step.stems)
  if (!hit || isCompleted(hit, profile)) return practice
  return { text: hitAction(hit, hit.role.id === profile.targetRole?.id), hit }
}

/**
 * "Recommend a book on discovery": the best resource of that type on the topic, searched over
 * every step, since a book from a step already done is still the right book.
 */
function askedFor(
  roles: ReturnType<typeof searchRoles>,
  stems: readonly string[],
  wanted: readonly ResourceType[],
  profile: CoachProfile,
): { text: string; hit: CatalogueHit } | undefined {
  if (wanted.length === 0) return undefined
  const everyStep = roles.map(({ role, fromStep }) => ({ role, fromStep }))
  const hit = findResources(everyStep, stems, 5, wanted).find(
    (h) => typeof h.resource === 'object' && wanted.includes(h.resource.type),
  )
  if (!hit?.resource) return undefined
  const text = isCompleted(hit, profile)
    ? `Work through ${describeResource(hit.resource)}: it goes with step ${String(hit.step.id)} of your roadmap, **${hit.step.title}**, which you have done, so use it to sharpen what you already practise.`
    : hitAction(hit, hit.role.id === profile.targetRole?.id)
  return { text, hit }
}
