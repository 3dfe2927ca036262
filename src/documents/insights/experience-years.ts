/** Years of experience: the months covered by job date ranges, overlaps merged, to one decimal. */
import type { ResumeSections } from '../document-types'
import { coveredMonths, findDateRanges, openStart, type MonthRange } from './date-ranges'

const rangesIn = (lines: readonly string[], now: Date): MonthRange[] =>
  lines.flatMap((line) => findDateRanges(line, now))

/**
 * The newest job listed with only its start ("2016 / 09   Fullstack Engineer") runs to now: only
 * the first dated line of the section, and only when it has no range of its own.
 */
function ongoingFromStart(lines: readonly string[], now: Date): MonthRange[] {
  const first = lines.find((line) => findDateRanges(line, now).length || openStart(line, now))
  if (!first || findDateRanges(first, now).length) return []
  const range = openStart(first, now)
  return range ? [range] : []
}

/**
 * Work dates live in the experience section. Without dates there (no heading, or a layout that
 * put the dates elsewhere), dates in the header and summary count. Research, projects,
 * volunteering and education ('other', 'education') never do: they are not work.
 */
export function workRanges(sections: ResumeSections, now: Date): MonthRange[] {
  const inExperience = rangesIn(sections.experience, now)
  if (inExperience.length) return [...inExperience, ...ongoingFromStart(sections.experience, now)]
  return rangesIn([...sections.header, ...sections.summary], now)
}

export function experienceYears(sections: ResumeSections, now: Date): number {
  const months = coveredMonths(workRanges(sections, now))
  return Math.round((months / 12) * 10) / 10
}
