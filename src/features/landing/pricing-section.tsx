import { cx } from '@/components/cx'
import { SectionHeading } from '@/components/section-heading'
import { plans } from './content-pricing'
import type { Plan } from './content-pricing'
import { CtaLink } from './cta-link'
import { LandingSection } from './landing-section'
import { TickList } from './tick-list'

function PlanCard({ plan }: { plan: Plan }) {
  const titleId = `plan-${plan.name.toLowerCase()}`
  return (
    <li
      aria-labelledby={titleId}
      className={cx(
        'relative flex flex-col rounded-card bg-surface p-6 shadow-card sm:p-8',
        plan.popular ? 'border-2 border-brand-600 lg:-my-4 lg:py-12' : 'border border-slate-200',
      )}
    >
      {plan.popular && (
        <span className="absolute -top-3.5 left-6 rounded-full bg-brand-600 px-3 py-1 text-xs font-semibold text-white">
          Most Popular
        </span>
      )}
      <h3 id={titleId} className="text-lg font-semibold text-ink">
        {plan.name}
      </h3>
      <p className="mt-2 text-sm text-muted">{plan.summary}</p>
      <p className="mt-6 flex items-baseline gap-1">
        <span className="text-4xl font-extrabold tracking-tight text-ink">{plan.price}</span>
        <span className="text-muted">{plan.period}</span>
      </p>
      {plan.note !== undefined && (
        <p className="mt-1 text-sm font-medium text-emerald-700">{plan.note}</p>
      )}
      <TickList items={plan.features} className="mt-6 flex-1 space-y-3 text-sm text-ink" />
      <CtaLink variant={plan.popular ? 'primary' : 'outline'} className="mt-8 w-full">
        {plan.cta}
      </CtaLink>
    </li>
  )
}

export function PricingSection() {
  return (
    <LandingSection id="pricing" labelledBy="pricing-title" tone="canvas">
      <SectionHeading
        id="pricing-title"
        eyebrow="Pricing"
        title="Start free. Upgrade when you are ready."
        description="Payments in this version are simulated: no card is charged."
        align="center"
      />
      <ul className="mx-auto mt-14 grid max-w-5xl items-stretch gap-8 lg:grid-cols-3 lg:gap-6">
        {plans.map((plan) => (
          <PlanCard key={plan.name} plan={plan} />
        ))}
      </ul>
    </LandingSection>
  )
}
