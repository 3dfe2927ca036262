/** Years of experience: the months covered by job date ranges, overlaps merged, to one decimal. */
import type { ResumeSections } from '../document-types'
import { coveredMonths, findDateRanges, type MonthRange } from './date-ranges'

const rangesIn = (lines: readonly string[], now: Date): MonthRange[] =>
  lines.flatMap((line) => findDateRanges(line, now))

/**
 * Work dates live in the experience section. Without dates there (no heading, or a layout that
 * put the dates elsewhere), dates anywhere count except under education and skills: a degree's
 * "2014 - 2018" is not work.
 */
export function workRanges(sections: ResumeSections, now: Date): MonthRange[] {
  const inExperience = rangesIn(sections.experience, now)
  if (inExperience.length) return inExperience
  const { header, summary, awards, other } = sections
  return rangesIn([...header, ...summary, ...awards, ...other], now)
}

export function experienceYears(sections: ResumeSections, now: Date): number {
  const months = coveredMonths(workRanges(sections, now))
  return Math.round((months / 12) * 10) / 10
}
