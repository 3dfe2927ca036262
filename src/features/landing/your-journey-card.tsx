import type { ReactNode } from 'react'
import { useJourney } from '@/api/journey'
import { Icon } from '@/components/icons'
import { CtaLink } from './cta-link'

function CardFrame({ children }: { children: ReactNode }) {
  return (
    <section
      aria-labelledby="your-plan-title"
      data-testid="landing-your-plan"
      className="mx-auto w-full max-w-md rounded-card border border-slate-200 bg-surface p-5 shadow-card sm:p-6 lg:max-w-none"
    >
      {children}
    </section>
  )
}

function NoPlanYet() {
  return (
    <CardFrame>
      <h2 id="your-plan-title" className="text-sm font-semibold text-ink">
        Your plan
      </h2>
      <p className="mt-2 text-sm text-muted">
        Take the assessment to see your own matches and a step-by-step plan here.
      </p>
      <div className="mt-4">
        <CtaLink to="/diagnostic-onboarding" variant="secondary">
          Take the Assessment
        </CtaLink>
      </div>
    </CardFrame>
  )
}

/**
 * A signed-in person's own plan on the landing page (never the visitor's sample card): target
 * role, its match percent, progress and next step, all read from the journey.
 */
export function YourJourneyCard() {
  const journey = useJourney(null)
  if (journey.isPending) {
    return (
      <CardFrame>
        <p id="your-plan-title" className="text-sm text-muted">
          Loading your plan...
        </p>
      </CardFrame>
    )
  }
  if (journey.data === undefined) return <NoPlanYet />
  const plan = journey.data
  const percent = plan.targetRole.percent
  const { done, total } = plan.progress
  return (
    <CardFrame>
      <div className="flex items-center justify-between gap-3">
        <h2 id="your-plan-title" className="text-sm font-semibold text-ink">
          Your plan
        </h2>
        <span className="text-xs text-muted">{plan.timeline.label}</span>
      </div>
      <p className="mt-4 flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
        <span data-testid="landing-target-role" className="text-lg font-semibold text-ink">
          {plan.targetRole.title}
        </span>
        {percent !== null && (
          <span className="font-semibold text-emerald-700">
            <span data-testid="landing-match">{percent}%</span> match
          </span>
        )}
      </p>
      <div className="mt-3">
        <div
          role="progressbar"
          aria-label="Steps done"
          aria-valuemin={0}
          aria-valuemax={total}
          aria-valuenow={done}
          className="h-2 rounded-full bg-slate-100"
        >
          <div
            className="h-2 rounded-full bg-brand-600"
            style={{ width: `${String(plan.progress.percent)}%` }}
          />
        </div>
        <p data-testid="landing-progress" className="mt-1.5 text-xs text-muted">
          {done} of {total} steps done
        </p>
      </div>
      {plan.nextStep !== null && (
        <div className="mt-5 rounded-xl bg-canvas p-4">
          <p className="flex items-center gap-1.5 text-xs font-semibold tracking-wide text-muted uppercase">
            <Icon name="target" size={14} />
            Phase {plan.nextStep.phase} · Next step
          </p>
          <p className="mt-1 text-sm font-semibold text-ink">{plan.nextStep.title}</p>
          <p className="mt-0.5 text-xs text-muted">{plan.nextStep.window}</p>
        </div>
      )}
    </CardFrame>
  )
}
