import type { ComponentProps } from 'react'
import { cx } from './cx'

// Tinted background with a dark text shade of the same hue: contrast stays above 4.5:1.
const tones = {
  neutral: 'bg-slate-100 text-slate-700 ring-slate-200',
  brand: 'bg-brand-50 text-brand-700 ring-brand-200',
  green: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  yellow: 'bg-yellow-50 text-yellow-800 ring-yellow-200',
  red: 'bg-rose-50 text-rose-800 ring-rose-200',
  amber: 'bg-amber-50 text-amber-800 ring-amber-200',
  blue: 'bg-sky-50 text-sky-800 ring-sky-200',
  purple: 'bg-violet-50 text-violet-800 ring-violet-200',
} as const

export type BadgeTone = keyof typeof tones
export const badgeTones = Object.keys(tones) as BadgeTone[]

export interface BadgeProps extends ComponentProps<'span'> {
  tone?: BadgeTone
}

/** A short status or category label. Colour is never the only signal: the text says it. */
export function Badge({ tone = 'neutral', className, ...rest }: BadgeProps) {
  return (
    <span
      className={cx(
        'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ring-inset',
        tones[tone],
        className,
      )}
      {...rest}
    />
  )
}
