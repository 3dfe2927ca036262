/** Dates as the dashboard shows them, in the user's locale. */

/** 'YYYY-MM-DD' (a calendar day, no time zone) as e.g. 'Sun, Mar 8'. */
export function formatDay(day: string, locale?: string): string {
  const date = new Date(`${day}T00:00:00Z`)
  if (Number.isNaN(date.getTime())) return day
  return date.toLocaleDateString(locale, {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  })
}

/** An ISO timestamp as e.g. 'Mar 8'. */
export function formatMoment(iso: string, locale?: string): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return ''
  return date.toLocaleDateString(locale, { month: 'short', day: 'numeric' })
}

export function plural(count: number, one: string, many = `${one}s`): string {
  return `${String(count)} ${count === 1 ? one : many}`
}
