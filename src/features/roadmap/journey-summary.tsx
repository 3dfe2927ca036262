import type { Journey } from '@/api/journey'
import { Button } from '@/components/button'
import { Icon } from '@/components/icons'

/** The plan's one timeline and this role's match, worded exactly as results and the dashboard. */
export function JourneySummary({ journey }: { journey: Journey }) {
  const match = journey.matches.find((item) => item.roleId === journey.targetRole.id)
  return (
    <section
      aria-label="Your plan at a glance"
      data-testid="journey-summary"
      className="flex flex-col gap-2 rounded-card border border-brand-100 bg-brand-50 p-5"
    >
      <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm font-semibold text-ink">
        <span>
          Timeline: <span data-testid="journey-timeline">{journey.timeline.label}</span>
        </span>
        {match !== undefined && !match.isCurrentRole && (
          <span>
            Match: <span data-testid="journey-match">{match.percent}%</span>
          </span>
        )}
        <span>
          {journey.progress.done} of {journey.progress.total} steps done
        </span>
      </p>
      <p className="text-sm text-muted">{journey.timeline.text}</p>
    </section>
  )
}

export interface ProgressMoment {
  kind: 'completed' | 'milestone' | 'undo_resume'
  stepId: number
  title: string
  credits: number
}

/** The moment after a step is finished (and the milestone paid), or the undo after "I haven't done this". */
export function ProgressMomentBanner(props: {
  moment: ProgressMoment
  done: number
  total: number
  onUndo: () => void
  onDismiss: () => void
}) {
  const { moment } = props
  if (moment.kind === 'undo_resume') {
    return (
      <div
        role="status"
        className="flex flex-wrap items-center gap-3 rounded-card border border-slate-200 bg-surface p-4"
      >
        <p className="flex-1 text-sm text-ink">
          &lsquo;{moment.title}&rsquo; is back on your to-do list.
        </p>
        <Button size="sm" variant="outline" onClick={props.onUndo}>
          Undo
        </Button>
        <Button size="sm" variant="ghost" onClick={props.onDismiss}>
          Dismiss
        </Button>
      </div>
    )
  }
  return (
    <div
      role="status"
      data-testid="progress-moment"
      className="flex flex-wrap items-center gap-3 rounded-card border border-emerald-200 bg-emerald-50 p-4"
    >
      <span className="grid size-10 shrink-0 place-items-center rounded-full bg-emerald-600 text-white">
        <Icon name="trophy" size={18} />
      </span>
      <div className="min-w-0 flex-1 text-sm text-emerald-900">
        <p className="font-semibold">
          {moment.kind === 'milestone'
            ? `Milestone reached! You earned ${String(moment.credits)} credits.`
            : 'Step complete!'}
        </p>
        <p>
          You finished &lsquo;{moment.title}&rsquo;: {props.done} of {props.total} steps done.
        </p>
      </div>
      <Button size="sm" variant="ghost" onClick={props.onDismiss}>
        Dismiss
      </Button>
    </div>
  )
}
