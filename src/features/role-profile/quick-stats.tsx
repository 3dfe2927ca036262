import type { Role } from '@/domain/catalogue'
import { quickStats } from './profile-view'
import { ProfileSection } from './profile-section'

/** Quick Stats as a description list: each label is read before its value. */
export function QuickStats({ role }: { role: Role }) {
  return (
    <ProfileSection id="quick-stats" title="Quick Stats">
      <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-5">
        {quickStats(role).map((stat) => (
          <div
            key={stat.label}
            className="rounded-card border border-slate-200 bg-surface p-4 shadow-card"
          >
            <dt className="text-sm font-medium text-muted">{stat.label}</dt>
            <dd className="mt-1 leading-snug font-semibold text-ink">{stat.value}</dd>
            {stat.hint !== undefined && <dd className="mt-1 text-xs text-muted">{stat.hint}</dd>}
          </div>
        ))}
      </dl>
    </ProfileSection>
  )
}
