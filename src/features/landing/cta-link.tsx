import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { buttonClasses } from '@/components/button'
import { cx } from '@/components/cx'
import type { ButtonSize, ButtonVariant } from '@/components/button'

export interface CtaLinkProps {
  children: ReactNode
  /** Every call to action except the hero's and the nav's starts the intro (spec section 2). */
  to?: '/onboarding' | '/diagnostic-onboarding' | '/dashboard' | '/journey-flow'
  variant?: ButtonVariant
  size?: ButtonSize
  className?: string
}

/** A router link that looks like a button. */
export function CtaLink({
  children,
  to = '/onboarding',
  variant = 'primary',
  size = 'lg',
  className,
}: CtaLinkProps) {
  return (
    <Link to={to} className={cx(buttonClasses(variant, size), className)}>
      {children}
    </Link>
  )
}
