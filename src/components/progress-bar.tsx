import { useId } from 'react'
import { cx } from './cx'

const tones = {
  brand: 'bg-brand-600',
  green: 'bg-emerald-600',
  amber: 'bg-amber-500',
} as const

export interface ProgressBarProps {
  value: number
  min?: number
  max?: number
  /** Names the bar for assistive tech; shown above it unless `hideLabel`. */
  label: string
  hideLabel?: boolean
  /** Shows the percentage next to the label. */
  showValue?: boolean
  tone?: keyof typeof tones
  className?: string
}

/** Share of the way from min to max, 0..100, safe for an empty range. */
export function progressPercent(value: number, min = 0, max = 100): number {
  if (max <= min) return 0
  const clamped = Math.min(max, Math.max(min, value))
  return Math.round(((clamped - min) / (max - min)) * 100)
}

export function ProgressBar({
  value,
  min = 0,
  max = 100,
  label,
  hideLabel = false,
  showValue = false,
  tone = 'brand',
  className,
}: ProgressBarProps) {
  const labelId = useId()
  const percent = progressPercent(value, min, max)
  const now = Math.min(max, Math.max(min, value))
  return (
    <div className={className}>
      <div className={cx('mb-1.5 flex justify-between text-sm', hideLabel && 'sr-only')}>
        <span id={labelId} className="font-medium text-ink">
          {label}
        </span>
        {showValue && <span className="text-muted">{percent}%</span>}
      </div>
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuenow={now}
        aria-valuemin={min}
        aria-valuemax={max}
        aria-valuetext={`${percent}%`}
        className="h-2.5 w-full overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className={cx('h-full rounded-full transition-[width] duration-500', tones[tone])}
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  )
}
