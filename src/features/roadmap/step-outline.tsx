import { Badge } from '@/components/badge'
import { Button } from '@/components/button'
import { describeStatus, statusLabels, statusTones, type StepView } from './roadmap-view'

export interface StepOutlineProps {
  views: readonly StepView[]
  onUnlock: (view: StepView) => void
  onOpen: (view: StepView) => void
}

/** The compact list view: one line per step with its state in words, for quick scanning by ear. */
export function StepOutline({ views, onUnlock, onOpen }: StepOutlineProps) {
  return (
    <ol className="flex flex-col divide-y divide-slate-200 rounded-card border border-slate-200 bg-surface">
      {views.map((view) => (
        <li key={view.step.id} className="flex flex-col gap-2 p-4 sm:flex-row sm:items-center">
          <div className="min-w-0 flex-1">
            <p className="font-semibold text-ink">
              Step {view.step.id}: {view.step.title}
            </p>
            <p className="text-sm text-muted">
              <Badge tone={statusTones[view.status]} aria-hidden="true" className="mr-2">
                {statusLabels[view.status]}
              </Badge>
              {describeStatus(view)} {view.step.timeframe}.
            </p>
          </div>
          {view.status === 'locked' ? (
            <Button size="sm" onClick={() => onUnlock(view)}>
              Unlock ({view.cost})<span className="sr-only"> step {view.step.id}</span>
            </Button>
          ) : (
            <Button size="sm" variant="outline" onClick={() => onOpen(view)}>
              Open step {view.step.id}
            </Button>
          )}
        </li>
      ))}
    </ol>
  )
}
