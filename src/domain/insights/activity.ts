import { getRole } from '../catalogue'
import { ACHIEVEMENTS_SHOWN } from './progress-content'
import type { Achievement, DayActivity } from './dashboard-types'

/** Something the user did, with when (ISO timestamp); the dashboard's chart and achievements. */
export type ActivityEvent =
  | { kind: 'tick'; at: string }
  | {
      kind: 'step_started' | 'step_completed' | 'unlock'
      at: string
      roleId: string
      stepId: number
    }
  | { kind: 'credits'; at: string; amount: number; note: string }
  | { kind: 'diagnostic'; at: string; targetRole: string }

const DAY_MS = 24 * 60 * 60 * 1000
const weekdays = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const

/** Calendar day (YYYY-MM-DD) of a moment, in the user's time zone given as minutes east of UTC. */
export function localDay(at: Date, utcOffsetMinutes = 0): string {
  return new Date(at.getTime() + utcOffsetMinutes * 60_000).toISOString().slice(0, 10)
}

/** The last 7 days, oldest first, each with how many things the user did that day. */
export function weeklyActivity(
  events: readonly ActivityEvent[],
  now: Date,
  utcOffsetMinutes = 0,
): DayActivity[] {
  const counts = new Map<string, number>()
  for (const event of events) {
    const day = localDay(new Date(event.at), utcOffsetMinutes)
    counts.set(day, (counts.get(day) ?? 0) + 1)
  }
  return Array.from({ length: 7 }, (_, i) => {
    const moment = new Date(now.getTime() - (6 - i) * DAY_MS)
    const date = localDay(moment, utcOffsetMinutes)
    const weekday = new Date(`${date}T00:00:00Z`).getUTCDay()
    return { date, label: weekdays[weekday] ?? '', actions: counts.get(date) ?? 0 }
  })
}

/** Sunday of the current Monday-to-Sunday week: the due date of this week's goals. */
export function endOfWeek(now: Date, utcOffsetMinutes = 0): string {
  const today = new Date(`${localDay(now, utcOffsetMinutes)}T00:00:00Z`)
  const daysToSunday = (7 - today.getUTCDay()) % 7
  return new Date(today.getTime() + daysToSunday * DAY_MS).toISOString().slice(0, 10)
}

function stepTitle(roleId: string, stepId: number): string {
  return getRole(roleId)?.roadmapSteps.find((s) => s.id === stepId)?.title ?? `step ${stepId}`
}

function achievementTitle(event: ActivityEvent): string | null {
  switch (event.kind) {
    case 'step_completed':
      return `Completed '${stepTitle(event.roleId, event.stepId)}'`
    case 'unlock':
      return `Unlocked '${stepTitle(event.roleId, event.stepId)}'`
    case 'credits':
      return event.amount > 0 ? `Earned ${event.amount} credits: ${event.note}` : null
    case 'diagnostic':
      return `Matched with ${event.targetRole}`
    default:
      return null
  }
}

/** Milestones worth celebrating, newest first; ticks and started steps are activity, not wins. */
export function recentAchievements(events: readonly ActivityEvent[]): Achievement[] {
  return events
    .map((event) => ({ title: achievementTitle(event), date: event.at }))
    .filter((item): item is Achievement => item.title !== null)
    .sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0))
    .slice(0, ACHIEVEMENTS_SHOWN)
}
