/**
 * Wrapped tokens step (lines in, lines out): a date range split over two lines, as a narrow date
 * gutter sets it ("april 2004–" on the job's row, "current" on the row below), is joined back
 * onto the first line, so the job keeps its end and the next line loses the stray word.
 */
import { POINT, PRESENT, SEPARATOR } from '../insights/date-ranges'

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
