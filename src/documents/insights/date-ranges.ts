/**
 * Date ranges in resume text, as month intervals [start, end) counted from year 0.
 * - A month-precise end counts in full ("Mar 2020 - Jun 2020" is 4 months).
 * - A bare year means mid-year at both ends, the unbiased guess: "2019-2022" is 3 years.
 * - "Present" runs up to the injected `now`.
 */
import { monthNames, presentWords, rangeSeparators } from '../data/date-words'

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
const YEAR = '(?:19|20)\\d{2}'
const POINT = `(?:${MONTH}\\s*,?\\s*'?${YEAR}|\\d{1,2}\\s*[/.]\\s*${YEAR}|${YEAR})`
const PRESENT = `(?:to\\s+)?(?:${alternation(presentWords)})`
const SEPARATOR = `\\s*(?:${alternation(rangeSeparators)})\\s*`
const RANGE = new RegExp(
  `(?<![\\p{L}\\d/.])(${POINT})${SEPARATOR}(${POINT}|${PRESENT})(?![\\p{L}\\d])`,
  'giu',
)

const monthByName = new Map(monthNames.flatMap((names, i) => names.map((n) => [n, i] as const)))

interface Point {
  year: number
  month?: number
}

function parsePoint(text: string): Point | undefined {
  const year = Number(/(?:19|20)\d{2}/.exec(text)?.[0])
  if (!year) return undefined
  const name = /\p{L}+/u.exec(text)?.[0].toLowerCase()
  const numeric = /^(\d{1,2})\s*[/.]/.exec(text)?.[1]
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
const endOf = (p: Point): number => p.year * 12 + (p.month === undefined ? MID_YEAR : p.month + 1)

function toRange(from: string, to: string, nowIndex: number, text: string): MonthRange | undefined {
  const first = parsePoint(from)
  if (!first) return undefined
  const last = parsePoint(to)
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

export function findDateRanges(line: string, now: Date): MonthRange[] {
  const nowIndex = monthIndexOf(now)
  const ranges: MonthRange[] = []
  for (const match of line.matchAll(RANGE)) {
    const range = toRange(match[1] ?? '', match[2] ?? '', nowIndex, match[0])
    if (range) ranges.push(range)
  }
  return ranges
}

/** The line with every date range cut out, for reading the words around them. */
export function withoutDateRanges(line: string): string {
  return line.replace(RANGE, ' ')
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
