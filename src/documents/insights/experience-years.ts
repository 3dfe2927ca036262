/**
 * Years of experience: the months covered by job date ranges, overlaps merged (two jobs at once
 * count once), gaps left out, to one decimal. `experienceBreakdown` says which jobs and gaps made
 * the figure, so a person can check it.
 */
import { salesTitleWords } from '../data/sales-titles'
import type { ResumeSections } from '../document-types'
import { titleNear } from './current-role'
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

export interface ExperienceJob {
  /** The line the dates were read from (title, company and dates as written). */
  line: string
  from: string
  /** 'now' when the job runs to today. */
  to: string
  /** This job's own length, to one decimal (jobs may overlap: they need not add up to `years`). */
  years: number
  /** The job's title, on its dated line or a neighbouring one (as for the current role). */
  title?: string
  /**
   * Its title or dated line names a sales, account or revenue role (data/sales-titles.ts). The
   * title counts from the next line too: "Sales Development Representative" above
   * "Brightwave Analytics   Jan 2022 – Present".
   */
  sales: boolean
}

export interface ExperienceBreakdown {
  years: number
  /** The months of the sales-relevant jobs, overlaps merged, to one decimal. */
  salesYears: number
  jobs: ExperienceJob[]
  /** Months between jobs, not counted. */
  gaps: { from: string; to: string; months: number }[]
}

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const SALES_TITLE = new RegExp(
  `(?<![\\p{L}])(?:${salesTitleWords.map(escape).join('|')})(?![\\p{L}])`,
  'iu',
)
const toYears = (months: number): number => Math.round((months / 12) * 10) / 10

const monthLabel = (index: number): string => {
  const whole = Math.floor(index)
  return `${Math.floor(whole / 12)}-${String((whole % 12) + 1).padStart(2, '0')}`
}

/** The figure with the jobs it came from and the gaps between them, newest job first. */
export function experienceBreakdown(sections: ResumeSections, now: Date): ExperienceBreakdown {
  const lines = sections.experience.some((line) => findDateRanges(line, now).length)
    ? sections.experience
    : [...sections.header, ...sections.summary]
  const ranges = workRanges(sections, now)
  const isSales = (text: string | undefined): boolean => !!text && SALES_TITLE.test(text)
  const jobs = ranges
    .map((range) => {
      const index = lines.findIndex((line) => line.includes(range.text))
      const line = lines[index] ?? range.text
      const title = index >= 0 ? titleNear(lines, index) : undefined
      return { range, line, title, sales: isSales(line) || isSales(title) }
    })
    .sort((a, b) => b.range.end - a.range.end || b.range.start - a.range.start)
  const gaps: ExperienceBreakdown['gaps'] = []
  let reach = -Infinity
  for (const range of [...ranges].sort((a, b) => a.start - b.start)) {
    const months = Math.round(range.start - reach)
    if (reach > -Infinity && months >= 1) {
      gaps.push({ from: monthLabel(reach), to: monthLabel(range.start), months })
    }
    reach = Math.max(reach, range.end)
  }
  return {
    years: experienceYears(sections, now),
    salesYears: toYears(coveredMonths(jobs.filter((j) => j.sales).map((j) => j.range))),
    jobs: jobs.map(({ range, line, title, sales }) => ({
      line,
      ...(title ? { title } : {}),
      from: monthLabel(range.start),
      to: range.ongoing ? 'now' : monthLabel(range.end - 1),
      years: toYears(coveredMonths([range])),
      sales,
    })),
    gaps,
  }
}
