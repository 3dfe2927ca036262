/**
 * Date ranges in resume text, as month intervals [start, end) counted from year 0.
 * - A month-precise end counts in full ("Mar 2020 - Jun 2020" is 4 months).
 * - A bare year means mid-year at both ends, the unbiased guess: "2019-2022" is 3 years.
 * - "Present" runs up to the injected `now`.
 */
import {
  invisibleSeparators,
  monthNames,
  presentWords,
  rangeSeparators,
  seasons,
  sinceWords,
} from '../data/date-words'

export interface MonthRange {
  start: number
  end: number
  /** The range ran up to "now" ("Present", "Current"...). */
  ongoing: boolean
  /** The matched text, e.g. "Jan 2021 – Present". */
  text: string
}

const MID_YEAR = 6
const SAME_YEAR_MONTHS = 6
const MAX_RANGE_MONTHS = 50 * 12

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const alternation = (words: readonly string[]): string =>
  [...words]
    .sort((a, b) => b.length - a.length)
    .map(escape)
    .join('|')

const MONTH = `(?:${alternation(monthNames.flat())})\\.?`
const SEASON = `(?:${alternation(Object.keys(seasons))})`
const YEAR = '(?:19|20)\\d{2}'
// "Sep 2023", "Sep. '23", "09/2023", "2016/09", "Summer 2022", "2019".
const MONTH_POINT = `${MONTH}\\s*,?\\s*(?:'?${YEAR}|'?\\d{2}(?!\\d))`
// "2024-08" (ISO, as JSON Resume themes print it): only a two-digit month, 01 to 12.
const ISO_MONTH = `${YEAR}-(?:0[1-9]|1[0-2])(?!\\d)`
export const POINT = `(?:${MONTH_POINT}|${SEASON}\\s+${YEAR}|\\d{1,2}\\s*[/.]\\s*${YEAR}|${YEAR}\\s*[/.]\\s*\\d{1,2}(?!\\d)|${ISO_MONTH}|${YEAR})`
export const PRESENT = `(?:to\\s+)?(?:${alternation(presentWords)})`
export const SEPARATOR = `\\s*(?:${alternation(rangeSeparators)})\\s*`
const BEFORE = '(?<![\\p{L}\\d/.])'
const AFTER = '(?![\\p{L}\\d])'
const RANGE = new RegExp(`${BEFORE}(${POINT})${SEPARATOR}(${POINT}|${PRESENT})${AFTER}`, 'giu')
/** A dash that was a soft hyphen is gone: "Mar. 2010 Aug. 2017", month-precise ends only. */
const GAP_RANGE = new RegExp(
  `${BEFORE}(${MONTH_POINT})\\s+(${MONTH_POINT}|${PRESENT})${AFTER}`,
  'giu',
)
/** "June - September, 2023": two months sharing the year written after the second. */
const SAME_YEAR_RANGE = new RegExp(
  `${BEFORE}(${MONTH})${SEPARATOR}(${MONTH})\\s*,?\\s*(${YEAR})${AFTER}`,
  'giu',
)
/** "since January 2016": a start at the head of a field and no end, so the job runs to now. */
const SINCE_RANGE = new RegExp(
  `(?:^|\\s{2,}|[|,(•·–—-]\\s*)(?:${alternation(sinceWords)})\\s+(${POINT})${AFTER}`,
  'giu',
)
/** "Summer 2022" on its own is a three-month job. */
const SEASON_ONLY = new RegExp(`${BEFORE}(${SEASON}\\s+${YEAR})${AFTER}`, 'giu')

const monthByName = new Map(monthNames.flatMap((names, i) => names.map((n) => [n, i] as const)))

interface Point {
  year: number
  month?: number
  /** Months the point itself covers (a season is three). */
  span?: number
}

function yearOf(text: string, nowYear: number): number | undefined {
  const full = /(?:19|20)\d{2}/.exec(text)?.[0]
  if (full) return Number(full)
  const short = /(\d{2})(?!\d)/.exec(text)?.[1]
  if (short === undefined) return undefined
  const year = 2000 + Number(short)
  return year <= nowYear ? year : year - 100
}

function parsePoint(text: string, nowYear: number): Point | undefined {
  const year = yearOf(text, nowYear)
  if (!year) return undefined
  const name = /\p{L}+/u.exec(text)?.[0].toLowerCase()
  const season = name ? seasons[name] : undefined
  if (season) return { year, month: season.month, span: season.months }
  const numeric =
    /^(\d{1,2})\s*[/.]/.exec(text)?.[1] ?? /(?:19|20)\d{2}\s*[/.-]\s*(\d{1,2})$/.exec(text)?.[1]
  const month = name ? monthByName.get(name) : numeric ? Number(numeric) - 1 : undefined
  return month !== undefined && month >= 0 && month <= 11 ? { year, month } : { year }
}

/** `now` as a fractional month index: mid-January is about 2025 * 12 + 0.45. */
export function monthIndexOf(now: Date): number {
  const daysInMonth = new Date(
    Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 0),
  ).getUTCDate()
  return now.getUTCFullYear() * 12 + now.getUTCMonth() + (now.getUTCDate() - 1) / daysInMonth
}

const startOf = (p: Point): number => p.year * 12 + (p.month ?? MID_YEAR)
const endOf = (p: Point): number =>
  p.year * 12 + (p.month === undefined ? MID_YEAR : p.month + (p.span ?? 1))

function toRange(
  from: string,
  to: string | undefined,
  now: Date,
  text: string,
): MonthRange | undefined {
  const nowIndex = monthIndexOf(now)
  const nowYear = now.getUTCFullYear()
  const first = parsePoint(from, nowYear)
  if (!first) return undefined
  const last = to === undefined ? first : parsePoint(to, nowYear)
  const ongoing = last === undefined
  const start = startOf(first)
  let end = last ? endOf(last) : nowIndex
  if (last && first.month === undefined && last.month === undefined && last.year === first.year) {
    end = start + SAME_YEAR_MONTHS
  }
  end = Math.min(end, nowIndex)
  if (end <= start || end - start > MAX_RANGE_MONTHS) return undefined
  return { start, end, ongoing, text }
}

type Ends = (match: RegExpMatchArray) => [string, string | undefined]
/** An end that is no date: the range runs to now. */
const ONGOING = 'present'
const bothEnds: Ends = (m) => [m[1] ?? '', m[2] ?? '']
const PATTERNS: readonly { pattern: RegExp; ends: Ends }[] = [
  { pattern: SAME_YEAR_RANGE, ends: (m) => [`${m[1]} ${m[3]}`, `${m[2]} ${m[3]}`] },
  { pattern: RANGE, ends: bothEnds },
  { pattern: GAP_RANGE, ends: bothEnds },
  { pattern: SINCE_RANGE, ends: (m) => [m[1] ?? '', ONGOING] },
  { pattern: SEASON_ONLY, ends: (m) => [m[1] ?? '', undefined] },
]

/** Invisible separators become dashes; each pattern reads what the earlier ones left. */
export function findDateRanges(line: string, now: Date): MonthRange[] {
  let rest = line.replace(invisibleSeparators, '-')
  const ranges: MonthRange[] = []
  for (const { pattern, ends } of PATTERNS) {
    for (const match of rest.matchAll(pattern)) {
      const [from, to] = ends(match)
      const range = toRange(from, to, now, match[0])
      if (range) ranges.push(range)
    }
    rest = rest.replace(pattern, (m) => ' '.repeat(m.length))
  }
  return ranges.length ? ranges : sinceInShortLine(rest, now)
}

/** A job's row is short; a bullet or a sentence may say "since 2008" of something else. */
const MAX_SINCE_LINE_WORDS = 8
const SINCE_IN_LINE = new RegExp(
  `${BEFORE}(?:${alternation(sinceWords)})\\s+(${POINT})${AFTER}`,
  'iu',
)

/** "Acme Corp since January 2016": 'since' inside a short row that is no bullet and has no range. */
function sinceInShortLine(line: string, now: Date): MonthRange[] {
  const words = line.trim().split(/\s+/).length
  if (words > MAX_SINCE_LINE_WORDS || /^\s*[•●▪◦‣∙·*\-–—➢►▶✓✔■]/u.test(line)) return []
  const match = SINCE_IN_LINE.exec(line)
  const range = match ? toRange(match[1] ?? '', ONGOING, now, match[0]) : undefined
  return range ? [range] : []
}

/** The line with every date range cut out, for reading the words around them. */
export function withoutDateRanges(line: string): string {
  return PATTERNS.reduce(
    (rest, { pattern }) => rest.replace(pattern, ' '),
    line.replace(invisibleSeparators, '-'),
  )
}

/** Total months covered, counting overlapping ranges (two jobs at once) only once. */
export function coveredMonths(ranges: readonly MonthRange[]): number {
  const sorted = [...ranges].sort((a, b) => a.start - b.start)
  let total = 0
  let end = -Infinity
  for (const range of sorted) {
    if (range.end <= end) continue
    total += range.end - Math.max(range.start, end)
    end = range.end
  }
  return total
}

// A start with its month and nothing after it but the job: "2016 / 09   Engineer", "Sep 2023".
const OPEN_START = new RegExp(
  `^\\s*(${YEAR}\\s*/\\s*\\d{1,2}|${ISO_MONTH}|\\d{1,2}\\s*[/.]\\s*${YEAR}|${MONTH}\\s*,?\\s*${YEAR})(?![\\d/])`,
  'iu',
)

/** A line that opens with a lone month-precise start date, as a range running to now. */
export function openStart(line: string, now: Date): MonthRange | undefined {
  const match = OPEN_START.exec(line.replace(invisibleSeparators, '-'))
  if (!match) return undefined
  const point = parsePoint(match[1] ?? '', now.getUTCFullYear())
  if (point?.month === undefined) return undefined
  const start = startOf(point)
  const end = monthIndexOf(now)
  return end > start ? { start, end, ongoing: true, text: match[0] } : undefined
}
