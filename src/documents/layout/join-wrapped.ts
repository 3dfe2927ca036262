/**
 * Wrapped tokens step (lines in, lines out): a date range split over two lines, as a narrow date
 * gutter sets it ("april 2004–" on the job's row, "current" on the row below), is joined back
 * onto the first line, so the job keeps its end and the next line loses the stray word. A gutter
 * that stacks the two ends with no dash ("2015   Some Position" / "|   Workplace" / "present")
 * is joined the same way.
 */
import { POINT, PRESENT, SEPARATOR } from '../insights/date-ranges'
import { isBullet } from '../insights/line-shapes'

// A start and a separator with no end after it: at the line's end or before a field gap or word
// ("2014   Top 52/2500" is no range: a word separator must end where its word ends).
const OPEN_RANGE = new RegExp(
  `(?<![\\p{L}\\d/.])(?:${POINT})${SEPARATOR}(?!(?<=\\p{L})\\p{L})(?!\\s*(?:${POINT}|${PRESENT})(?![\\p{L}\\d]))`,
  'iu',
)
const LEADING_END = new RegExp(`^\\s*(${POINT}|${PRESENT})(?![\\p{L}\\d])\\s*`, 'iu')

/** Joins "2017 –" + "Present ..." into "2017 – Present" and keeps the rest of the second line. */
export function joinWrappedDates(lines: readonly string[]): string[] {
  const out = [...lines]
  for (let i = 0; i + 1 < out.length; i++) {
    const line = out[i] ?? ''
    const open = OPEN_RANGE.exec(line)
    const end = open ? LEADING_END.exec(out[i + 1] ?? '') : null
    if (!open || !end) continue
    const at = open.index + open[0].length
    out[i] =
      `${line.slice(0, at).trimEnd()} ${end[1] ?? ''}${line.slice(at) ? ` ${line.slice(at).trimStart()}` : ''}`
    const rest = (out[i + 1] ?? '').slice(end[0].length)
    if (rest.trim()) out[i + 1] = rest
    else out.splice(i + 1, 1)
  }
  return out
}

// A row opening with a lone date and then the job after a field gap: "2015   Some Position".
const STACKED_START = new RegExp(`^\\s*(${POINT})\\s{3,}(?=\\S)`, 'iu')
const END_ALONE = new RegExp(`^\\s*(${POINT}|${PRESENT})\\s*$`, 'iu')
const STARTS_WITH_DATE = new RegExp(`^\\s*(?:${POINT})(?![\\p{L}\\d])`, 'iu')
const DASHED = new RegExp(`(?:${POINT})${SEPARATOR}(?:${POINT}|${PRESENT})`, 'iu')
/** Rows a stacked end may sit below its start (the company and place rows between). */
const MAX_STACK_ROWS = 3

const yearIn = (text: string): number | undefined => {
  const year = /(?:19|20)\d{2}/.exec(text)?.[0]
  return year === undefined ? undefined : Number(year)
}

/** The index of the row holding the end of the range started on row `i`, if any. */
function stackedEnd(lines: readonly string[], i: number, start: string): number | undefined {
  for (let j = i + 1; j <= i + MAX_STACK_ROWS && j < lines.length; j++) {
    const line = lines[j] ?? ''
    const end = END_ALONE.exec(line)?.[1]
    if (end !== undefined) {
      const [from, to] = [yearIn(start), yearIn(end)]
      return from === undefined || to === undefined || to >= from ? j : undefined
    }
    if (isBullet(line) || STARTS_WITH_DATE.test(line)) return undefined
  }
  return undefined
}

/** Joins "2015   Some Position" + (rows) + "present" into "2015 – present   Some Position". */
export function joinStackedDates(lines: readonly string[]): string[] {
  const out = [...lines]
  for (let i = 0; i < out.length; i++) {
    const line = out[i] ?? ''
    const start = STACKED_START.exec(line)
    if (!start || DASHED.test(line)) continue
    const j = stackedEnd(out, i, start[1] ?? '')
    if (j === undefined) continue
    const end = (out[j] ?? '').trim()
    const rest = line.slice(start[0].length).trim()
    out[i] = `${(start[1] ?? '').trim()} – ${end}${rest ? `   ${rest}` : ''}`
    out.splice(j, 1)
  }
  return out
}
