import { detectMood, normalizeText, scoreCues, type ChatMessage } from '@/domain/coaching'
import { earnActions } from '@/domain/catalogue'
import { rolesMentioned } from '../role-mentions'
import { app, appHelpTopics, learning } from './app-and-mock'
import type { CoachProfile } from './coach-profile'
import { progressOnce } from './compose-answer'
import { describeResource, findCatalogueHit, findResources, hitAction } from './next-action'
import { wantedTypes } from './resource-types'
import {
  assemble,
  bullets,
  moodLine,
  resolveRole,
  roadmapAction,
  searchRoles,
  strengthsLine,
  withName,
} from './reply-parts'
import type { SituationCard } from './situations'
import type { Understanding } from './understand'

/** The app help card and the resources card read catalogue and app tables other cards do not. */

function bestAppTopic(message: string): (typeof appHelpTopics)[number] {
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

export function composeAppHelp(
  message: string,
  profile: CoachProfile,
  history: readonly ChatMessage[],
): string {
  const topic = bestAppTopic(message)
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
      withName(profile.name, app.opener),
      balance,
      progressOnce(profile, history),
      ...topic.lines,
      bullets(earn),
      progress,
    ],
    action,
  )
}

const maxListedResources = 3

/**
 * Resources from the catalogue, focused on the next card the message reads as ("podcasts on
 * negotiation": the negotiation card's resource words, else its step stems). When none is of the
 * kind asked for, the catalogue step the resources card's stems find, else its practice.
 */
export function composeLearning(
  card: SituationCard,
  u: Understanding,
  message: string,
  profile: CoachProfile,
  history: readonly ChatMessage[],
  freeOnly: boolean,
): string {
  const role = resolveRole('target', rolesMentioned(message), profile)
  const next = u.ranked.find((r) => r.card.id !== card.id)?.card
  const focus = next?.resources ?? next?.step?.stems ?? []
  const roles = searchRoles(role, profile)
  const types = wantedTypes(message)
  const focused = findResources(roles, focus, maxListedResources, types)
  const hits = focused.length > 0 ? focused : findResources(roles, [], maxListedResources, types)
  const first = hits[0]
  const listed = hits.flatMap((h) =>
    h.resource === undefined
      ? []
      : [`${describeResource(h.resource)}, from step ${h.step.id} of the ${h.role.title} roadmap`],
  )
  const hit = first ?? findCatalogueHit(roles, card.step?.stems ?? [])
  const action =
    first !== undefined && freeOnly
      ? 'Pick one of these and try one idea from it on your next five calls.'
      : hit === undefined
        ? card.practice
        : hitAction(hit, hit.role.id === profile.targetRole?.id)
  return assemble(
    [
      withName(profile.name, learning.opener),
      moodLine(detectMood(message)),
      progressOnce(profile, history),
      ...(first === undefined ? [] : ['From the SalesPath catalogue:', bullets(listed)]),
      bullets(learning.points),
      strengthsLine(profile),
    ],
    action,
  )
}
