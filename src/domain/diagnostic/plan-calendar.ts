import { phaseTemplates } from './roadmap-content'

/**
 * Turns a total number of months into calendar windows: three phases by their share of the time,
 * then each phase split in order across the steps still to do. Plans up to 6 months count in
 * weeks, longer ones in months, so labels stay short ('Weeks 3-5', 'Months 5-10').
 */

export interface CalendarWindow {
  unit: 'Week' | 'Month'
  start: number
  end: number
}

const weeksPerMonth = 52 / 12
const weekPlanLimitMonths = 6

export function windowLabel({ unit, start, end }: CalendarWindow): string {
  return start >= end ? `${unit} ${start}` : `${unit}s ${start}-${end}`
}

export function phaseWindows(totalMonths: number): CalendarWindow[] {
  const unit = totalMonths <= weekPlanLimitMonths ? 'Week' : 'Month'
  const total = unit === 'Week' ? Math.max(3, Math.round(totalMonths * weeksPerMonth)) : totalMonths
  let start = 1
  let share = 0
  return phaseTemplates.map((template, index) => {
    share += template.share
    const last = index === phaseTemplates.length - 1
    const end = last ? Math.max(start, total) : Math.max(start, Math.round(total * share))
    const window = { unit, start, end } as const
    start = end + 1
    return window
  })
}

/** Consecutive slices of a phase for `count` steps; when the phase is too short they share it. */
export function stepWindows(phase: CalendarWindow, count: number): CalendarWindow[] {
  const span = phase.end - phase.start + 1
  if (count <= 0) return []
  if (span < count) return Array.from({ length: count }, () => phase)
  return Array.from({ length: count }, (_, index) => ({
    unit: phase.unit,
    start: phase.start + Math.floor((span * index) / count),
    end: phase.start + Math.floor((span * (index + 1)) / count) - 1,
  }))
}
