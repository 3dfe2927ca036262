import type { SelectedRoadmap } from '../diagnostic/diagnostic-types'
import { addDays } from './calendar-dates'
import { serializeCalendar, type IcsEvent } from './ics-format'
import { scheduleRoadmap, type ScheduledPhase } from './roadmap-schedule'

/**
 * A diagnostic roadmap as an iCalendar file: one all-day event per phase (its steps and milestones
 * in the description), each milestone on the phase's last day, and the user's target date.
 */

export interface RoadmapIcsInput {
  roadmap: Pick<SelectedRoadmap, 'title' | 'targetRole' | 'phases'>
  /** The day the plan starts, 'YYYY-MM-DD'. */
  start: string
  /** The diagnostic's target_timeline answer (asap, soon, ..., flexible). */
  targetTimeline: string
  /** When the file is made (DTSTAMP). */
  now: Date
  /**
   * Identifies the plan in every UID, so importing a newer export updates the same events rather
   * than adding copies. Defaults to the target role.
   */
  planId?: string
}

const uidDomain = 'salespath.app'

export function slugify(text: string): string {
  const slug = text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
  return slug || 'roadmap'
}

export function roadmapIcsFileName(roadmap: Pick<SelectedRoadmap, 'targetRole'>): string {
  return `salespath-roadmap-${slugify(roadmap.targetRole)}.ics`
}

function bulletList(heading: string, items: readonly string[]): string[] {
  return items.length === 0 ? [] : ['', heading, ...items.map((item) => `- ${item}`)]
}

function phaseEvents(scheduled: ScheduledPhase, planId: string, role: string): IcsEvent[] {
  const { phase, span } = scheduled
  const name = `Phase ${String(phase.phase)}: ${phase.title}`
  const steps = phase.steps.map((step) => `${step.title} (${step.timeEstimate})`)
  const phaseEvent: IcsEvent = {
    uid: `${planId}-phase-${String(phase.phase)}@${uidDomain}`,
    start: span.start,
    end: span.end,
    summary: `${name} (${role})`,
    description: [
      phase.description,
      ...bulletList('Steps:', steps),
      ...bulletList('Milestones:', phase.milestones),
    ].join('\n'),
    categories: ['SalesPath', 'Roadmap phase'],
  }
  const lastDay = addDays(span.end, -1)
  const milestones = phase.milestones.map((milestone, index): IcsEvent => ({
    uid: `${planId}-phase-${String(phase.phase)}-milestone-${String(index + 1)}@${uidDomain}`,
    start: lastDay,
    end: span.end,
    summary: `Milestone: ${milestone}`,
    description: `${name} of your path to ${role}.`,
    categories: ['SalesPath', 'Milestone'],
  }))
  return [phaseEvent, ...milestones]
}

export function roadmapIcsEvents(input: RoadmapIcsInput): IcsEvent[] {
  const { roadmap, start, targetTimeline } = input
  const planId = slugify(input.planId ?? roadmap.targetRole)
  const schedule = scheduleRoadmap(roadmap.phases, start, targetTimeline)
  const events = schedule.phases.flatMap((scheduled) =>
    phaseEvents(scheduled, planId, roadmap.targetRole),
  )
  if (schedule.target) {
    events.push({
      uid: `${planId}-target@${uidDomain}`,
      start: schedule.target.date,
      end: addDays(schedule.target.date, 1),
      summary: `Target: start as ${roadmap.targetRole}`,
      description: `The timeline you chose in your SalesPath diagnostic: ${schedule.target.label}.`,
      categories: ['SalesPath', 'Goal'],
    })
  }
  return events
}

/** RFC 5545 text (CRLF line ends) for the roadmap; save it as text/calendar. */
export function roadmapIcs(input: RoadmapIcsInput): string {
  return serializeCalendar({
    name: input.roadmap.title,
    stamp: input.now,
    events: roadmapIcsEvents(input),
  })
}
