import { earnActions, getRole, type RoleId } from '@/domain/catalogue'
import { normalizeText, scoreCues } from '@/domain/coaching'
import { composeDefault, openerWithMood, roadmapAction } from './compose-default'
import type { ComposeInput } from './compose-types'
import { appHelpTopics, knowledgeFor, type AppHelpTopic } from './knowledge'
import { describeResource, findResources, hitAction } from './next-action'
import { wantedTypes } from './resource-types'
import {
  assemble,
  bullets,
  contextLine,
  resolveRole,
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

/** Resources from the catalogue, focused on the runner-up topic when there is one. */
export function composeLearning(input: ComposeInput): string {
  const role = resolveRole('target', input.mentioned, input.profile)
  const focus = input.match.runnerUp === undefined ? undefined : knowledgeFor(input.match.runnerUp)
  const roles = searchRoles(role, input.profile)
  const types = wantedTypes(input.message)
  const focused = findResources(roles, focus?.resourceCues ?? [], maxListedResources, types)
  const hits = focused.length > 0 ? focused : findResources(roles, [], maxListedResources, types)
  const first = hits[0]
  if (!first) return composeDefault(input)
  const listed = hits.flatMap((h) =>
    h.resource === undefined
      ? []
      : [`${describeResource(h.resource)}, from step ${h.step.id} of the ${h.role.title} roadmap`],
  )
  return assemble(
    [
      ...openerWithMood(input),
      contextLine(input.profile),
      'From the SalesPath catalogue:',
      bullets(listed),
      bullets(input.knowledge.points),
      strengthsLine(input.profile),
    ],
    input.freeOnly === true
      ? 'Pick one of these and try one idea from it on your next five calls.'
      : hitAction(first, first.role.id === input.profile.targetRole?.id),
  )
}

export function mockRoleOf(input: ComposeInput): { id: RoleId | 'general'; title?: string } {
  const role =
    input.profile.targetRole ??
    (input.mentioned[0] === undefined ? undefined : getRole(input.mentioned[0]))
  return role ? { id: role.id, title: role.title } : { id: 'general' }
}
