import {
  FALLBACK_ROLE_ID,
  getRole,
  isRoleId,
  roleIdFromTitle,
  roles,
  type Role,
} from '@/domain/catalogue'
import { type CoachContext, type CoachInput, recentHistory } from '../coach-engine'
import { rolesMentioned } from '../role-mentions'

/** The target role, only when the app can name a catalogue role (roleIdFromTitle falls back to ae). */
export function targetRoleOf(context: CoachContext): Role | undefined {
  const journeyRole = context.journey?.targetRole.id
  if (journeyRole !== undefined && isRoleId(journeyRole)) return roles[journeyRole]
  const matchId = context.diagnostic?.careerMatches[0]?.roleId
  if (matchId !== undefined && isRoleId(matchId)) return roles[matchId]
  const title = context.memory?.careerJourney.targetRole
  if (title === undefined || title === '') return getRole(context.roadmapProgress?.roleId ?? '')
  const id = roleIdFromTitle(title)
  const named = id !== FALLBACK_ROLE_ID || /account executive|^\s*ae\s*$/i.test(title)
  return named ? roles[id] : undefined
}

/** The role the message (or, failing that, the conversation's last user turns) asks about. */
function roleInQuestion(input: CoachInput): Role | undefined {
  const earlier = recentHistory(input.history)
    .filter((m) => m.role === 'user')
    .map((m) => m.content)
    .reverse()
  for (const text of [input.message, ...earlier]) {
    const id = rolesMentioned(text)[0]
    if (id !== undefined) return roles[id]
  }
  return undefined
}

const doneStatuses = new Set(['completed', 'skipped_by_resume'])

/**
 * What the app itself knows about the person, as plain sentences: target role, plan timeline, the
 * pay of the role in question, done steps and the next one. Every value is computed by the app
 * (catalogue titles and ranges, the journey's timeline and step titles), never text the person
 * typed, so these may stand in the system message. Used until the offline coach's
 * `groundingFor` supplies the facts (it adds what the conversation said).
 */
export function appFacts(input: CoachInput): string[] {
  const { context } = input
  const target = targetRoleOf(context)
  const asked = roleInQuestion(input) ?? target
  const journey = context.journey
  const facts: string[] = []
  if (target) facts.push(`Their target role is ${target.title}.`)
  if (journey) {
    facts.push(`Their plan runs ${journey.timeline.label}. ${journey.timeline.text}`)
  } else {
    const match = context.diagnostic?.careerMatches[0]
    const matchRole = getRole(match?.roleId ?? '')
    if (match && matchRole)
      facts.push(`The diagnostic puts ${matchRole.title} about ${match.timeToRole} away.`)
  }
  if (asked) facts.push(`${asked.title} pays ${asked.salary} (catalogue range).`)
  const done = journey?.steps.filter((s) => doneStatuses.has(s.status)).map((s) => s.title) ?? []
  if (journey) {
    facts.push(
      done.length > 0
        ? `Steps done (${String(journey.progress.done)} of ${String(journey.progress.total)}): ${done.join('; ')}.`
        : `No roadmap step is done yet (${String(journey.progress.total)} in the plan).`,
    )
    if (journey.nextStep)
      facts.push(`Their next step is "${journey.nextStep.title}" (${journey.nextStep.window}).`)
  } else if (context.roadmapProgress && context.roadmapProgress.totalSteps > 0) {
    const { completedSteps, totalSteps } = context.roadmapProgress
    facts.push(`${String(completedSteps)} of ${String(totalSteps)} roadmap steps are done.`)
  }
  return facts
}
