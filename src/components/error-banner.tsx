import type { ReactNode } from 'react'
import { cx } from './cx'
import { Icon } from './icons'

export interface ErrorBannerProps {
  title?: ReactNode
  children: ReactNode
  /** e.g. a 'Try Again' button. */
  actions?: ReactNode
  className?: string
}

/** An error the user should hear at once (role=alert), with an optional way to recover. */
export function ErrorBanner({ title, children, actions, className }: ErrorBannerProps) {
  return (
    <div
      role="alert"
      className={cx('flex gap-3 rounded-card border border-rose-200 bg-rose-50 p-4', className)}
    >
      <Icon name="alert" className="mt-0.5 text-rose-700" />
      <div className="min-w-0 flex-1 text-sm">
        {title !== undefined && <p className="font-semibold text-rose-900">{title}</p>}
        <div className={cx('text-rose-800', title !== undefined && 'mt-1')}>{children}</div>
        {actions !== undefined && <div className="mt-3 flex flex-wrap gap-2">{actions}</div>}
      </div>
    </div>
  )
}
