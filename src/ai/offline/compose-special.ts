import { earnActions, getRole, type RoleId } from '@/domain/catalogue'
import { normalizeText, scoreCues } from '@/domain/coaching'
import type { ComposeInput } from './compose-types'
import { appHelpTopics, knowledgeFor, type AppHelpTopic } from './knowledge'
import { describeResource, findCatalogueHit, findResources, hitAction } from './next-action'
import { wantedTypes } from './resource-types'
import {
  assemble,
  bullets,
  contextLine,
  moodLine,
  resolveRole,
  roadmapAction,
  searchRoles,
  strengthsLine,
  withName,
} from './reply-parts'

function bestAppTopic(message: string): AppHelpTopic {
  const normalized = normalizeText(message)
  let best = appHelpTopics.find((t) => t.id === 'overview') ?? appHelpTopics[0]
  let bestScore = 0
  for (const topic of appHelpTopics) {
    const score = scoreCues(normalized, topic.cues)
    if (score > bestScore) {
      best = topic
      bestScore = score
    }
  }
  if (!best) throw new Error('app help has no topics')
  return best
}

export function composeAppHelp(input: ComposeInput): string {
  const topic = bestAppTopic(input.message)
  const { profile } = input
  const earn =
    topic.listEarnActions === true
      ? earnActions.map((a) => `${a.title}: +${a.credits} credits`)
      : []
  const progress =
    topic.id === 'roadmap' && profile.nextStep !== undefined
      ? `Your next step is **${profile.nextStep}**.`
      : undefined
  // "How many credits do I have?": the balance the credit pill shows, before how credits work.
  const balance =
    topic.id === 'credits' && profile.credits !== undefined
      ? `You have **${String(profile.credits)} credits** right now.`
      : undefined
  const action = topic.id === 'roadmap' ? (roadmapAction(profile) ?? topic.action) : topic.action
  return assemble(
    [
      withName(profile.name, input.knowledge.opener),
      balance,
      contextLine(profile),
      ...topic.lines,
      bullets(earn),
      progress,
    ],
    action,
  )
}

const maxListedResources = 3

/**
 * Resources from the catalogue, focused on the runner-up topic when there is one. When none is of
 * the kind asked for, the topic's advice and the catalogue step its words find.
 */
export function composeLearning(input: ComposeInput): string {
  const { knowledge, profile } = input
  const role = resolveRole('target', input.mentioned, profile)
  const focus = input.match.runnerUp === undefined ? undefined : knowledgeFor(input.match.runnerUp)
  const roles = searchRoles(role, profile)
  const types = wantedTypes(input.message)
  const focused = findResources(roles, focus?.resourceCues ?? [], maxListedResources, types)
  const hits = focused.length > 0 ? focused : findResources(roles, [], maxListedResources, types)
  const first = hits[0]
  const listed = hits.flatMap((h) =>
    h.resource === undefined
      ? []
      : [`${describeResource(h.resource)}, from step ${h.step.id} of the ${h.role.title} roadmap`],
  )
  const hit = first ?? findCatalogueHit(roles, knowledge.resourceCues ?? [])
  const action =
    first !== undefined && input.freeOnly === true
      ? 'Pick one of these and try one idea from it on your next five calls.'
      : hit === undefined
        ? knowledge.fallbackAction
        : hitAction(hit, hit.role.id === profile.targetRole?.id)
  return assemble(
    [
      withName(profile.name, knowledge.opener),
      moodLine(input.mood),
      contextLine(profile),
      ...(first === undefined ? [] : ['From the SalesPath catalogue:', bullets(listed)]),
      bullets(knowledge.points),
      strengthsLine(profile),
    ],
    action,
  )
}

export function mockRoleOf(input: ComposeInput): { id: RoleId | 'general'; title?: string } {
  const role =
    input.profile.targetRole ??
    (input.mentioned[0] === undefined ? undefined : getRole(input.mentioned[0]))
  return role ? { id: role.id, title: role.title } : { id: 'general' }
}
