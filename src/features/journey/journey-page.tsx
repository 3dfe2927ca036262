import { Link } from '@tanstack/react-router'
import { useCurrentUser } from '@/api/auth'
import { buttonClasses } from '@/components/button'
import { Container } from '@/components/container'
import { cx } from '@/components/cx'
import { Icon } from '@/components/icons'
import { SectionHeading } from '@/components/section-heading'
import { journeySteps } from './journey-steps'
import type { JourneyStep } from './journey-steps'

function StepCard({
  step,
  index,
  signedIn,
}: {
  step: JourneyStep
  index: number
  signedIn: boolean
}) {
  const titleId = `journey-step-${String(index + 1)}`
  const locked = !signedIn && step.actions.some((action) => action.needsAccount)
  return (
    <li aria-labelledby={titleId} className="relative pl-16 sm:pl-20">
      <span
        aria-hidden="true"
        className="absolute top-0 left-0 grid size-12 place-items-center rounded-full bg-brand-600 text-lg font-bold text-white shadow-card sm:size-14"
      >
        {index + 1}
      </span>
      <div className="rounded-card border border-slate-200 bg-surface p-5 shadow-card sm:p-6">
        <p className="flex items-center gap-2 text-sm font-semibold text-brand-700">
          <Icon name={step.icon} size={18} />
          Step {index + 1} of {journeySteps.length}
        </p>
        <h2 id={titleId} className="mt-2 text-xl font-semibold text-ink">
          {step.title}
        </h2>
        <p className="mt-2 text-muted">{step.summary}</p>
        <p className="mt-3 flex items-start gap-2 text-sm text-ink">
          <Icon name="check" size={16} className="mt-0.5 text-emerald-600" />
          {step.outcome}
        </p>
        <div className="mt-5 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
          {step.actions.map((action, actionIndex) => (
            <Link
              key={action.to}
              to={action.to}
              className={buttonClasses(actionIndex === 0 ? 'primary' : 'outline', 'md')}
            >
              {action.label}
            </Link>
          ))}
        </div>
        {locked && (
          <p className="mt-3 flex items-center gap-2 text-sm text-muted">
            <Icon name="lock" size={16} />
            Needs a free account: save your results first, then these open.
          </p>
        )}
      </div>
    </li>
  )
}

/** /journey-flow: a guided tour of the four steps, each with a way into that part of the app. */
export function JourneyPage() {
  const { user } = useCurrentUser()
  return (
    <main className="bg-canvas py-12 sm:py-16">
      <Container size="md">
        <SectionHeading
          level={1}
          eyebrow="Your journey"
          title="Four steps from curious to your next role"
          description="Follow the path in order, or jump straight to the step you need."
        />
        <ol
          className={cx(
            'relative mt-12 space-y-8',
            // The line joining the numbered circles.
            'before:absolute before:top-6 before:bottom-6 before:left-6 before:w-px before:bg-brand-200 sm:before:left-7',
          )}
        >
          {journeySteps.map((step, index) => (
            <StepCard key={step.title} step={step} index={index} signedIn={user !== null} />
          ))}
        </ol>
      </Container>
    </main>
  )
}
