import { useEffect, useId, useRef } from 'react'
import { Badge } from '@/components/badge'
import { Button } from '@/components/button'
import { Card } from '@/components/card'
import { cx } from '@/components/cx'
import { Icon } from '@/components/icons'
import type { SettableStepStatus } from '@/api/roadmap'
import { StepDetails } from './step-details'
import {
  describeStatus,
  statusLabels,
  statusTones,
  stepActions,
  type StepView,
} from './roadmap-view'

export interface StepCardProps {
  view: StepView
  expanded: boolean
  /** Move keyboard focus to this step's heading (after an unlock or from the list view). */
  focusRequested: boolean
  onFocused: () => void
  onToggleExpanded: () => void
  onUnlock: () => void
  onToggleItem: (index: number, done: boolean) => void
  onSetStatus: (status: SettableStepStatus) => void
  statusBusy: boolean
}

function StepMarker({ view }: { view: StepView }) {
  const { step } = view
  const status = view.status === 'skipped_by_resume' ? 'completed' : view.status
  return (
    <span
      aria-hidden="true"
      className={cx(
        'grid size-10 shrink-0 place-items-center rounded-full text-sm font-bold',
        status === 'locked' && 'bg-slate-200 text-slate-600',
        status === 'completed' && 'bg-emerald-600 text-white',
        status !== 'locked' && status !== 'completed' && 'bg-brand-600 text-white',
      )}
    >
      {status === 'locked' ? <Icon name="lock" size={18} /> : null}
      {status === 'completed' ? <Icon name="check" size={18} /> : null}
      {status !== 'locked' && status !== 'completed' ? step.id : null}
    </span>
  )
}

/** One roadmap step: locked (lock, cost, Unlock) or open (details, checklist, status actions). */
export function StepCard(props: StepCardProps) {
  const { view, expanded, focusRequested, onFocused } = props
  const { step, status, checked } = view
  const ids = useId()
  const headingRef = useRef<HTMLHeadingElement>(null)
  const locked = status === 'locked'

  useEffect(() => {
    if (!focusRequested) return
    // A frame later: the unlock dialog closes in this same render, and Headless UI hands focus
    // back to its opener in a microtask after unmount, which would take it off this heading.
    const frame = requestAnimationFrame(() => {
      headingRef.current?.focus()
      headingRef.current?.scrollIntoView({ block: 'start', behavior: 'smooth' })
      onFocused()
    })
    return () => cancelAnimationFrame(frame)
  }, [focusRequested, onFocused])

  return (
    <Card
      id={`step-${String(step.id)}`}
      className={cx('scroll-mt-24', locked && 'border-dashed bg-slate-50 shadow-none')}
    >
      <article aria-labelledby={`${ids}-title`} className="flex flex-col gap-4 p-5 sm:p-6">
        <div className="flex items-start gap-4">
          <StepMarker view={view} />
          <div className="flex min-w-0 flex-1 flex-col gap-2">
            <h3
              id={`${ids}-title`}
              ref={headingRef}
              tabIndex={-1}
              className={cx('text-lg font-semibold', locked ? 'text-slate-600' : 'text-ink')}
            >
              Step {step.id}: {step.title}
            </h3>
            <div className="flex flex-wrap items-center gap-2 text-sm">
              <Badge tone={statusTones[status]}>{statusLabels[status]}</Badge>
              <Badge tone="neutral">
                <Icon name="calendar" size={14} />
                {view.window ?? step.timeframe}
              </Badge>
              {step.isFree && <Badge tone="green">Free</Badge>}
              {!locked && (
                <span className="text-muted">
                  {checked.length}/{step.checklist.length} checklist items
                </span>
              )}
            </div>
            <p className="sr-only">{describeStatus(view)}</p>
          </div>
        </div>
        <p className={locked ? 'text-slate-600' : 'text-ink'}>{step.description}</p>
        {status === 'skipped_by_resume' && (
          <p className="rounded-lg bg-emerald-50 p-3 text-sm text-emerald-900">
            {view.evidence ?? 'Your resume shows this step is done'}. Counted as done, no credits
            needed.
          </p>
        )}
        {step.goal !== undefined && (
          <p className="text-sm text-muted">
            <span className="font-semibold text-ink">Goal:</span> {step.goal}
          </p>
        )}
        {locked ? (
          <LockedFooter {...props} titleId={`${ids}-title`} />
        ) : (
          <OpenFooter {...props} panelId={`${ids}-panel`} />
        )}
        {!locked && expanded && (
          <div id={`${ids}-panel`} className="border-t border-slate-100 pt-4">
            <StepDetails step={step} checked={checked} onToggleItem={props.onToggleItem} />
          </div>
        )}
      </article>
    </Card>
  )
}

function LockedFooter({ view, onUnlock, titleId }: StepCardProps & { titleId: string }) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button onClick={onUnlock} aria-describedby={titleId}>
        <Icon name="lock" size={16} />
        Unlock ({view.cost})
      </Button>
      <span className="text-sm text-muted">Resources, checklist and tips open once unlocked.</span>
    </div>
  )
}

function OpenFooter(props: StepCardProps & { panelId: string }) {
  const { view, expanded, onToggleExpanded, onSetStatus, statusBusy, panelId } = props
  const actions = stepActions(view.status)
  return (
    // Phones: two buttons a row, the details toggle a row of its own when the actions are a pair,
    // so no button is left alone on a wrapped line.
    <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
      <Button
        variant="outline"
        className={actions.length % 2 === 0 ? 'col-span-2' : undefined}
        aria-expanded={expanded}
        aria-controls={expanded ? panelId : undefined}
        onClick={onToggleExpanded}
      >
        <Icon
          name="chevron-down"
          className={cx('transition-transform', expanded && 'rotate-180')}
        />
        {expanded ? 'Hide details' : 'Show details'}
      </Button>
      {actions.map((action) => (
        <Button
          key={action.to}
          variant={action.to === 'skipped' || action.to === 'available' ? 'ghost' : 'secondary'}
          disabled={statusBusy}
          onClick={() => onSetStatus(action.to)}
        >
          {action.label}
        </Button>
      ))}
    </div>
  )
}
