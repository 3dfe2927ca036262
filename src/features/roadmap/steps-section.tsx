import { Button } from '@/components/button'
import { ProgressBar } from '@/components/progress-bar'
import { Spinner } from '@/components/spinner'
import type { SettableStepStatus } from '@/api/roadmap'
import { CompletionBanner } from './closing-banners'
import type { StepView } from './roadmap-view'
import { StepCard } from './step-card'
import { StepOutline } from './step-outline'

export type StepsLayout = 'cards' | 'list'

export interface StepsSectionProps {
  roleId: string
  views: readonly StepView[] | undefined
  percent: number
  completed: number
  skipped: number
  layout: StepsLayout
  onLayoutChange: (layout: StepsLayout) => void
  expanded: ReadonlySet<number>
  focusStepId: number | null
  onFocused: () => void
  onToggleExpanded: (stepId: number) => void
  onOpenStep: (stepId: number) => void
  onUnlock: (view: StepView) => void
  onToggleItem: (stepId: number, index: number, done: boolean) => void
  onSetStatus: (stepId: number, status: SettableStepStatus) => void
  statusBusyStep: number | null
}

function LayoutSwitch({
  layout,
  onLayoutChange,
}: Pick<StepsSectionProps, 'layout' | 'onLayoutChange'>) {
  const options: { id: StepsLayout; label: string }[] = [
    { id: 'cards', label: 'Detailed view' },
    { id: 'list', label: 'List view' },
  ]
  return (
    <div role="group" aria-label="Show steps as" className="flex gap-1 rounded-xl bg-slate-100 p-1">
      {options.map((option) => (
        <Button
          key={option.id}
          size="sm"
          variant={layout === option.id ? 'outline' : 'ghost'}
          aria-pressed={layout === option.id}
          onClick={() => onLayoutChange(option.id)}
        >
          {option.label}
        </Button>
      ))}
    </div>
  )
}

/** Overall progress, the completion banner and the steps as cards or as a compact list. */
export function StepsSection(props: StepsSectionProps) {
  const { views, percent, completed, skipped, layout } = props
  const byResume = views?.filter((view) => view.status === 'skipped_by_resume').length ?? 0
  return (
    <section aria-labelledby="steps-heading" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="steps-heading" className="text-2xl font-bold tracking-tight text-ink">
          Your Roadmap Steps
        </h2>
        <LayoutSwitch layout={layout} onLayoutChange={props.onLayoutChange} />
      </div>
      {views === undefined ? (
        <Spinner label="Loading your progress..." showLabel className="py-8" />
      ) : (
        <>
          <div className="rounded-card border border-slate-200 bg-surface p-5 shadow-card">
            <ProgressBar value={percent} label="Overall progress" showValue tone="green" />
            <p className="mt-2 text-sm text-muted">
              {completed + byResume} of {views.length} steps done
              {byResume > 0 ? ` (${String(byResume)} confirmed by your resume)` : ''}
              {skipped > 0 ? `, ${String(skipped)} skipped (skipped steps do not count)` : ''}.
            </p>
          </div>
          {percent === 100 && <CompletionBanner roleId={props.roleId} />}
          {layout === 'list' ? (
            <StepOutline
              views={views}
              onUnlock={props.onUnlock}
              onOpen={(view) => props.onOpenStep(view.step.id)}
            />
          ) : (
            <ol className="flex flex-col gap-4">
              {views.map((view) => (
                <li key={view.step.id}>
                  <StepCard
                    view={view}
                    expanded={props.expanded.has(view.step.id)}
                    focusRequested={props.focusStepId === view.step.id}
                    onFocused={props.onFocused}
                    onToggleExpanded={() => props.onToggleExpanded(view.step.id)}
                    onUnlock={() => props.onUnlock(view)}
                    onToggleItem={(index, done) => props.onToggleItem(view.step.id, index, done)}
                    onSetStatus={(status) => props.onSetStatus(view.step.id, status)}
                    statusBusy={props.statusBusyStep === view.step.id}
                  />
                </li>
              ))}
            </ol>
          )}
        </>
      )}
    </section>
  )
}
