import type { ComponentProps } from 'react'
import { cx } from './cx'

const widths = {
  sm: 'max-w-2xl',
  md: 'max-w-4xl',
  lg: 'max-w-6xl',
  xl: 'max-w-7xl',
} as const

export interface ContainerProps extends ComponentProps<'div'> {
  /** sm for forms and reading, md for wizard steps, lg (default) for dashboards, xl for landing. */
  size?: keyof typeof widths
  /** A page whose root is the container makes it the `main` landmark. */
  as?: 'div' | 'main'
}

/** Centres page content with the shared side gutters (16px, 24px from sm, 32px from lg). */
export function Container({ size = 'lg', as: Tag = 'div', className, ...rest }: ContainerProps) {
  return (
    <Tag className={cx('mx-auto w-full px-4 sm:px-6 lg:px-8', widths[size], className)} {...rest} />
  )
}
