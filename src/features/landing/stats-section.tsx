import { cx } from '@/components/cx'
import { stats } from './content-proof'
import { LandingSection } from './landing-section'

export function StatsSection() {
  return (
    <LandingSection labelledBy="stats-title" tone="dark">
      <h2 id="stats-title" className="text-center text-2xl font-bold tracking-tight sm:text-3xl">
        Results that speak for themselves
      </h2>
      <dl className="mt-12 grid grid-cols-2 gap-x-6 gap-y-10 sm:grid-cols-4">
        {stats.map((stat, index) => (
          <div
            key={stat.label}
            // The seventh figure spans the row on small screens so the grid has no hole.
            className={cx(
              'flex flex-col gap-1',
              index === stats.length - 1 && 'col-span-2 sm:col-span-1',
            )}
          >
            <dt className="text-sm text-brand-100">{stat.label}</dt>
            <dd className="order-first text-3xl font-extrabold tracking-tight sm:text-4xl">
              {stat.value}
            </dd>
          </div>
        ))}
      </dl>
    </LandingSection>
  )
}
