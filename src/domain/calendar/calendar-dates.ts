/**
 * All-day calendar dates as 'YYYY-MM-DD' strings. Arithmetic runs on UTC midnight so a user's time
 * zone or a daylight-saving change can never shift a date by one.
 */

const isoDate = /^(\d{4})-(\d{2})-(\d{2})$/

function parts(date: string): [number, number, number] {
  const match = isoDate.exec(date)
  if (!match) throw new RangeError(`Expected a date as YYYY-MM-DD, got '${date}'`)
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const utc = new Date(Date.UTC(year, month - 1, day))
  if (utc.getUTCMonth() !== month - 1 || utc.getUTCDate() !== day) {
    throw new RangeError(`'${date}' is not a calendar date`)
  }
  return [year, month, day]
}

function format(utc: Date): string {
  return utc.toISOString().slice(0, 10)
}

export function isCalendarDate(date: string): boolean {
  try {
    parts(date)
    return true
  } catch {
    return false
  }
}

export function addDays(date: string, days: number): string {
  const [year, month, day] = parts(date)
  return format(new Date(Date.UTC(year, month - 1, day + days)))
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  const [y1, m1, d1] = parts(from)
  const [y2, m2, d2] = parts(to)
  return Math.round((Date.UTC(y2, m2 - 1, d2) - Date.UTC(y1, m1 - 1, d1)) / 86_400_000)
}

/** Same day of the month, clamped to the month's last day (31 Jan + 1 month = 28 or 29 Feb). */
export function addMonths(date: string, months: number): string {
  const [year, month, day] = parts(date)
  const firstOfTarget = new Date(Date.UTC(year, month - 1 + months, 1))
  const lastDay = new Date(
    Date.UTC(firstOfTarget.getUTCFullYear(), firstOfTarget.getUTCMonth() + 1, 0),
  ).getUTCDate()
  firstOfTarget.setUTCDate(Math.min(day, lastDay))
  return format(firstOfTarget)
}

/** The local calendar date of an instant, for 'today' as the user sees it. */
export function localCalendarDate(instant: Date): string {
  const month = String(instant.getMonth() + 1).padStart(2, '0')
  const day = String(instant.getDate()).padStart(2, '0')
  return `${String(instant.getFullYear())}-${month}-${day}`
}
