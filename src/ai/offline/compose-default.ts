import { coachIntentLabels, type CoachIntent } from '@/domain/coaching'
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
  withArticle,
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

export function composeGreeting(input: ComposeInput): string {
  const { profile } = input
  const hello = profile.name === undefined ? 'Hi! I’m Becky 👋' : `Hi ${profile.name}! I’m Becky 👋`
  const action =
    roadmapAction(profile) ??
    (profile.hasDiagnostic
      ? 'Tell me what you want to work on this week.'
      : input.knowledge.fallbackAction)
  return assemble([hello, contextLine(profile), 'What would you like to explore?'], action)
}

export function composeThanks(input: ComposeInput): string {
  const { profile } = input
  const thanks = profile.name === undefined ? 'You’re welcome!' : `You’re welcome, ${profile.name}!`
  return assemble(
    [`${thanks} Glad that helped.`, contextLine(profile)],
    roadmapAction(profile) ?? input.knowledge.fallbackAction,
  )
}

const helpTopics: readonly CoachIntent[] = [
  'sdr_to_ae',
  'promotion_conversation',
  'salary_negotiation',
  'career_pivot_into_sales',
  'csm',
  'revops',
  'interview_prep',
  'mock_interview',
  'cold_calling',
  'objection_handling',
  'discovery',
  'quota_pipeline',
  'stuck_burnout',
  'app_help',
]

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1)
}

/** Honest redirect: what Becky can help with, and a question to try. */
export function composeUnknown(input: ComposeInput): string {
  const { profile } = input
  const example =
    profile.targetTitle === undefined
      ? '"How do I break into tech sales?"'
      : `"What should I focus on to become ${withArticle(profile.targetTitle)}?"`
  return assemble(
    [
      withName(profile.name, input.knowledge.opener),
      contextLine(profile),
      'Here is what I can help with:',
      bullets(helpTopics.map((t) => capitalise(coachIntentLabels[t]))),
    ],
    `Ask me, for example, ${example}`,
  )
}
