import { optionLabel, timelineWindows } from '../diagnostic'
import type { RoadmapPhase } from '../diagnostic/diagnostic-types'
import { addDays, addMonths, daysBetween } from './calendar-dates'

/**
 * Puts a roadmap on the calendar. The plan's own windows ('Weeks 3-5', 'Months 5-10', counted from
 * the start) give the dates; when a phase's duration is free text (older results), the phases share
 * the user's target timeline equally instead. The target itself becomes a dated goal.
 */

/** A span of whole days; `end` is exclusive, as DTEND is for all-day events. */
export interface DateSpan {
  start: string
  end: string
}

export interface PlanWindow {
  unit: 'week' | 'month'
  first: number
  last: number
}

export interface ScheduledPhase {
  phase: RoadmapPhase
  span: DateSpan
}

export interface RoadmapSchedule {
  phases: ScheduledPhase[]
  /** The day the user aimed to be in the role by; null for a flexible or unknown timeline. */
  target: { date: string; label: string } | null
}

const windowPattern = /^\s*(week|month)s?\s+(\d{1,3})(?:\s*[-\u2013]\s*(\d{1,3}))?\s*$/i

/** 'Weeks 3-5' -> weeks 3 to 5; 'Month 2' -> month 2; anything else -> null. */
export function parsePlanWindow(label: string): PlanWindow | null {
  const match = windowPattern.exec(label)
  if (!match) return null
  const first = Number(match[2])
  const last = match[3] === undefined ? first : Number(match[3])
  if (first < 1 || last < first) return null
  return { unit: match[1]?.toLowerCase() === 'week' ? 'week' : 'month', first, last }
}

export function windowSpan(start: string, window: PlanWindow): DateSpan {
  if (window.unit === 'week') {
    return { start: addDays(start, (window.first - 1) * 7), end: addDays(start, window.last * 7) }
  }
  return { start: addMonths(start, window.first - 1), end: addMonths(start, window.last) }
}

/** Months the user gave themselves: the window's end, 18 for '18+', 12 when flexible or unknown. */
export function targetMonths(targetTimeline: string): number {
  const window = Object.hasOwn(timelineWindows, targetTimeline)
    ? timelineWindows[targetTimeline as keyof typeof timelineWindows]
    : null
  if (window === null) return 12
  return Number.isFinite(window.max) ? window.max : window.min
}

function targetOf(start: string, targetTimeline: string): RoadmapSchedule['target'] {
  const known = Object.hasOwn(timelineWindows, targetTimeline)
  if (!known || targetTimeline === 'flexible') return null
  return {
    date: addMonths(start, targetMonths(targetTimeline)),
    label: optionLabel('target_timeline', targetTimeline),
  }
}

/** Equal consecutive shares of the target timeline, for phases whose duration is not a window. */
function evenSpans(start: string, count: number, months: number): DateSpan[] {
  const days = Math.max(count, daysBetween(start, addMonths(start, months)))
  return Array.from({ length: count }, (_, index) => ({
    start: addDays(start, Math.floor((days * index) / count)),
    end: addDays(start, Math.floor((days * (index + 1)) / count)),
  }))
}

export function scheduleRoadmap(
  phases: readonly RoadmapPhase[],
  start: string,
  targetTimeline: string,
): RoadmapSchedule {
  const windows = phases.map((phase) => parsePlanWindow(phase.duration))
  const fallback = evenSpans(start, phases.length, targetMonths(targetTimeline))
  return {
    phases: phases.map((phase, index) => {
      const window = windows[index]
      const even = fallback[index] ?? { start, end: addDays(start, 1) }
      return { phase, span: window ? windowSpan(start, window) : even }
    }),
    target: targetOf(start, targetTimeline),
  }
}
