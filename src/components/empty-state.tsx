import type { ReactNode } from 'react'
import { cx } from './cx'

export interface EmptyStateProps {
  title: ReactNode
  text?: ReactNode
  /** A decorative icon or Becky drawing above the title. */
  icon?: ReactNode
  /** Buttons or links that get the user moving again. */
  actions?: ReactNode
  /** Heading level that fits the page outline. */
  level?: 2 | 3
  className?: string
}

/** Shown when there is nothing to list yet: says why and offers the next step. */
export function EmptyState({ title, text, icon, actions, level = 2, className }: EmptyStateProps) {
  const Heading = `h${level}` as const
  return (
    <div className={cx('flex flex-col items-center px-4 py-12 text-center', className)}>
      {icon !== undefined && (
        <div className="mb-4 grid size-14 place-items-center rounded-full bg-brand-50 text-brand-600">
          {icon}
        </div>
      )}
      <Heading className="text-lg font-semibold text-ink">{title}</Heading>
      {text !== undefined && <p className="mt-2 max-w-md text-muted">{text}</p>}
      {actions !== undefined && (
        <div className="mt-6 flex flex-col gap-3 sm:flex-row">{actions}</div>
      )}
    </div>
  )
}
