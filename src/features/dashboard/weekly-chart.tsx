import type { DayActivity } from '@/contract'

export interface WeeklyChartProps {
  days: readonly DayActivity[]
  caption: string
}

/** Bar height as a share of the busiest day; an idle day keeps a sliver so the axis reads. */
export function barPercent(actions: number, max: number): number {
  if (max <= 0 || actions <= 0) return 0
  return Math.round((actions / max) * 100)
}

/**
 * The weekly progress chart: CSS bars for sighted users (hidden from assistive tech) and the same
 * numbers as a table for screen readers, so no one depends on the drawing.
 */
export function WeeklyChart({ days, caption }: WeeklyChartProps) {
  const max = Math.max(0, ...days.map((day) => day.actions))
  const total = days.reduce((sum, day) => sum + day.actions, 0)
  return (
    <figure className="m-0">
      <figcaption className="text-sm text-muted">
        {caption}: {total} {total === 1 ? 'action' : 'actions'} in the last 7 days
      </figcaption>
      <div aria-hidden="true" className="mt-4 flex h-36 items-end gap-2">
        {days.map((day) => (
          <div key={day.date} className="flex h-full min-w-0 flex-1 flex-col items-center gap-1">
            <span className="text-xs font-medium text-ink">{day.actions}</span>
            <div className="flex w-full flex-1 items-end">
              <div
                className="w-full rounded-t-md bg-brand-500"
                style={{ height: `max(4px, ${String(barPercent(day.actions, max))}%)` }}
              />
            </div>
            <span className="text-xs text-muted">{day.label}</span>
          </div>
        ))}
      </div>
      <table className="sr-only">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {days.map((day) => (
            <tr key={day.date}>
              <th scope="row">
                {day.label} {day.date}
              </th>
              <td>{day.actions}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  )
}
