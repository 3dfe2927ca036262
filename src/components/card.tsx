import type { ComponentProps } from 'react'
import { cx } from './cx'

/** White rounded surface with the card shadow: the basic container of every screen. */
export function Card({ className, ...rest }: ComponentProps<'div'>) {
  return (
    <div
      className={cx('rounded-card border border-slate-200 bg-surface shadow-card', className)}
      {...rest}
    />
  )
}

export function CardHeader({ className, ...rest }: ComponentProps<'div'>) {
  return (
    <div className={cx('flex flex-col gap-1 px-5 pt-5 sm:px-6 sm:pt-6', className)} {...rest} />
  )
}

export interface CardTitleProps extends ComponentProps<'h2'> {
  /** Heading level that fits the page outline; the look stays the same. */
  level?: 2 | 3 | 4
}

export function CardTitle({ level = 3, className, ...rest }: CardTitleProps) {
  const Heading = `h${level}` as const
  return <Heading className={cx('text-lg font-semibold text-ink', className)} {...rest} />
}

export function CardBody({ className, ...rest }: ComponentProps<'div'>) {
  return <div className={cx('px-5 py-5 sm:px-6', className)} {...rest} />
}
