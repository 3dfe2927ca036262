import type { CoachIntent } from '@/domain/coaching'
import type { CoachProfile } from './coach-profile'
import type { ComposeInput } from './compose-types'
import { findCatalogueHit, hitAction } from './next-action'
import {
  assemble,
  briefRoleLine,
  bullets,
  contextLine,
  moodLine,
  resolveRole,
  roleFactsLine,
  searchRoles,
  strengthsLine,
  withName,
} from './reply-parts'
import { getRole, type Role } from '@/domain/catalogue'

/** Topics whose opener already speaks to the feeling. */
const moodSilentIntents: readonly CoachIntent[] = ['stuck_burnout', 'greeting', 'thanks']

export function catalogueAction(input: ComposeInput, role: Role | undefined): string {
  const { resourceCues = [], resourceRoles = [] } = input.knowledge
  const hit = findCatalogueHit(searchRoles(role, input.profile, resourceRoles), resourceCues)
  if (!hit) return input.knowledge.fallbackAction
  return hitAction(hit, hit.role.id === input.profile.targetRole?.id)
}

/** The roadmap's next step as an action, when progress names one. */
export function roadmapAction(profile: CoachProfile): string | undefined {
  if (profile.nextStep === undefined) return undefined
  const where =
    profile.targetTitle === undefined ? 'your roadmap' : `your ${profile.targetTitle} roadmap`
  return `Open ${where} and work on **${profile.nextStep}**.`
}

export function openerWithMood(input: ComposeInput): (string | undefined)[] {
  const mood = moodSilentIntents.includes(input.knowledge.intent) ? undefined : moodLine(input.mood)
  return [withName(input.profile.name, input.knowledge.opener), mood]
}

function factsFor(input: ComposeInput, role: Role | undefined): (string | undefined)[] {
  const { knowledge } = input
  if (knowledge.factRoles) {
    const roles = knowledge.factRoles.map(getRole).filter((r): r is Role => r !== undefined)
    return ['Roles people often move into (catalogue figures):', bullets(roles.map(briefRoleLine))]
  }
  const fixedRole = knowledge.focusRole !== undefined && knowledge.focusRole !== 'target'
  return [fixedRole && role ? roleFactsLine(role) : undefined]
}

/** The standard answer: opener, where the user is, catalogue facts, advice, next action. */
export function composeDefault(input: ComposeInput): string {
  const role = resolveRole(input.knowledge.focusRole, input.mentioned, input.profile)
  return assemble(
    [
      ...openerWithMood(input),
      contextLine(input.profile),
      ...factsFor(input, role),
      bullets(input.knowledge.points),
      strengthsLine(input.profile),
    ],
    catalogueAction(input, role),
  )
}
