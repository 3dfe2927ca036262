import { describe, expect, it } from 'vitest'
import { personaAnswers, runDiagnostic } from '../diagnostic'
import type { RoadmapPhase } from '../diagnostic/diagnostic-types'
import { roadmapIcs, roadmapIcsEvents, roadmapIcsFileName } from './roadmap-ics'
import { parsePlanWindow, scheduleRoadmap, targetMonths } from './roadmap-schedule'

const now = new Date('2026-03-01T10:00:00Z')

/** Unfolds an .ics file and reads each event's properties, unescaping TEXT values. */
function readEvents(ics: string) {
  const lines = ics.replace(/\r\n /g, '').split('\r\n')
  const events: Record<string, string>[] = []
  let current: Record<string, string> | null = null
  for (const line of lines) {
    if (line === 'BEGIN:VEVENT') current = {}
    else if (line === 'END:VEVENT' && current) {
      events.push(current)
      current = null
    } else if (current) {
      const colon = line.indexOf(':')
      current[line.slice(0, colon)] = line
        .slice(colon + 1)
        .replace(/\\n/g, '\n')
        .replace(/\\([\\;,])/g, '$1')
    }
  }
  return events
}

describe('plan windows', () => {
  it('reads the roadmap duration labels', () => {
    expect(parsePlanWindow('Weeks 3-5')).toEqual({ unit: 'week', first: 3, last: 5 })
    expect(parsePlanWindow('Month 2')).toEqual({ unit: 'month', first: 2, last: 2 })
    expect(parsePlanWindow('Months 6-13')).toEqual({ unit: 'month', first: 6, last: 13 })
    expect(parsePlanWindow('2-4 weeks')).toBeNull()
    expect(parsePlanWindow('Weeks 5-3')).toBeNull()
  })

  it('gives each target timeline its months (flexible and unknown get a year)', () => {
    expect(targetMonths('asap')).toBe(3)
    expect(targetMonths('this_year')).toBe(12)
    expect(targetMonths('long_term')).toBe(18)
    expect(targetMonths('flexible')).toBe(12)
    expect(targetMonths('someday')).toBe(12)
  })
})

describe('roadmap calendar', () => {
  const result = runDiagnostic(personaAnswers('newToSales'))
  const roadmap = result.selectedRoadmap

  it('dates each phase from its window, counted from the start date', () => {
    const events = readEvents(
      roadmapIcs({ roadmap, start: '2026-03-02', targetTimeline: 'asap', now }),
    )
    const phases = events.filter((e) => e.SUMMARY?.startsWith('Phase '))
    expect(phases).toHaveLength(roadmap.phases.length)
    const first = roadmap.phases[0]!
    const window = parsePlanWindow(first.duration)!
    expect(window.first).toBe(1)
    expect(phases[0]!['DTSTART;VALUE=DATE']).toBe('20260302')
    const endDay = new Date(Date.UTC(2026, 2, 2 + window.last * 7)).toISOString().slice(0, 10)
    expect(phases[0]!['DTEND;VALUE=DATE']).toBe(endDay.replace(/-/g, ''))
    // Phases follow each other without gaps or overlaps.
    for (let i = 1; i < phases.length; i += 1) {
      expect(phases[i]!['DTSTART;VALUE=DATE']).toBe(phases[i - 1]!['DTEND;VALUE=DATE'])
    }
  })

  it('puts every milestone on its phase last day and lists steps and milestones in the phase', () => {
    const events = roadmapIcsEvents({ roadmap, start: '2026-03-02', targetTimeline: 'asap', now })
    const milestoneCount = roadmap.phases.reduce((sum, p) => sum + p.milestones.length, 0)
    const milestones = events.filter((e) => e.summary.startsWith('Milestone: '))
    expect(milestones).toHaveLength(milestoneCount)
    for (const phase of roadmap.phases) {
      const phaseEvent = events.find((e) => e.summary.startsWith(`Phase ${String(phase.phase)}:`))!
      for (const step of phase.steps) expect(phaseEvent.description).toContain(step.title)
      for (const text of phase.milestones) {
        const event = milestones.find((m) => m.summary === `Milestone: ${text}`)!
        expect(event.end).toBe(phaseEvent.end)
        expect(event.description).toContain(phase.title)
      }
    }
  })

  it('adds the target date from the timeline the user chose, none when flexible', () => {
    const asap = roadmapIcsEvents({ roadmap, start: '2026-01-31', targetTimeline: 'asap', now })
    const target = asap.find((e) => e.summary.startsWith('Target: '))!
    expect(target.start).toBe('2026-04-30')
    expect(target.description).toContain('ASAP (1-3 months)')
    const flexible = roadmapIcsEvents({
      roadmap,
      start: '2026-01-31',
      targetTimeline: 'flexible',
      now,
    })
    expect(flexible.some((e) => e.summary.startsWith('Target: '))).toBe(false)
  })

  it('shares the target timeline between phases whose duration is free text', () => {
    const phases: RoadmapPhase[] = roadmap.phases.map((p) => ({ ...p, duration: 'A few weeks' }))
    const schedule = scheduleRoadmap(phases, '2026-01-01', 'soon')
    expect(schedule.phases[0]!.span.start).toBe('2026-01-01')
    const last = schedule.phases.at(-1)!.span.end
    // 'Soon' is 3-6 months: the phases end together on the 6-month mark.
    expect(last).toBe('2026-07-01')
    for (const { span } of schedule.phases) expect(span.end > span.start).toBe(true)
  })

  it('keeps user text intact through escaping and gives every event a unique UID and a DTSTAMP', () => {
    const tricky = {
      ...roadmap,
      targetRole: 'AE, Mid-Market; EMEA',
      phases: roadmap.phases.map((p, i) =>
        i === 0 ? { ...p, milestones: ['Book 3 calls; send 2 follow-ups, then rest\\relax'] } : p,
      ),
    }
    const ics = roadmapIcs({ roadmap: tricky, start: '2026-03-02', targetTimeline: 'soon', now })
    const events = readEvents(ics)
    expect(events.map((e) => e.SUMMARY)).toContain(
      'Milestone: Book 3 calls; send 2 follow-ups, then rest\\relax',
    )
    const uids = events.map((e) => e.UID)
    expect(new Set(uids).size).toBe(events.length)
    for (const event of events) expect(event.DTSTAMP).toBe('20260301T100000Z')
    expect(ics.split('\r\n').every((line) => new TextEncoder().encode(line).length <= 75)).toBe(
      true,
    )
  })

  it('refuses a start that is not a date and names the file after the role', () => {
    expect(() => roadmapIcs({ roadmap, start: '03/02/2026', targetTimeline: 'asap', now })).toThrow(
      RangeError,
    )
    expect(roadmapIcsFileName({ targetRole: 'Sales Development Representative' })).toBe(
      'salespath-roadmap-sales-development-representative.ics',
    )
  })
})
