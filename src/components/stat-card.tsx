import type { ReactNode } from 'react'
import { cx } from './cx'

const accents = {
  brand: 'bg-brand-50 text-brand-600',
  green: 'bg-emerald-50 text-emerald-700',
  amber: 'bg-amber-50 text-amber-700',
  blue: 'bg-sky-50 text-sky-700',
  purple: 'bg-violet-50 text-violet-700',
} as const

export interface StatCardProps {
  label: ReactNode
  value: ReactNode
  /** A short line under the value, e.g. '+2 this week'. */
  hint?: ReactNode
  icon?: ReactNode
  tone?: keyof typeof accents
  className?: string
}

/** One headline number with its label; the label comes first for screen readers. */
export function StatCard({ label, value, hint, icon, tone = 'brand', className }: StatCardProps) {
  return (
    <div
      className={cx(
        'flex items-start gap-4 rounded-card border border-slate-200 bg-surface p-5 shadow-card',
        className,
      )}
    >
      {icon !== undefined && (
        <div className={cx('grid size-11 shrink-0 place-items-center rounded-xl', accents[tone])}>
          {icon}
        </div>
      )}
      <div className="min-w-0">
        <p className="text-sm font-medium text-muted">{label}</p>
        <p className="mt-1 text-2xl font-bold tracking-tight text-ink">{value}</p>
        {hint !== undefined && <p className="mt-1 text-xs text-muted">{hint}</p>}
      </div>
    </div>
  )
}
