import { cx } from './cx'

const glyphSizes = { sm: 'size-4', md: 'size-6', lg: 'size-10' } as const
export type SpinnerSize = keyof typeof glyphSizes

/** The spinning ring alone, decorative; buttons use it inside their own busy state. */
export function SpinnerGlyph({
  size = 'md',
  className,
}: {
  size?: SpinnerSize
  className?: string
}) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      aria-hidden="true"
      focusable="false"
      className={cx('animate-spin motion-reduce:animate-none', glyphSizes[size], className)}
    >
      <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
      <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  )
}

export interface SpinnerProps {
  /** Announced to screen readers; shown too when `showLabel` is set. */
  label?: string
  showLabel?: boolean
  size?: SpinnerSize
  className?: string
}

/** A loading indicator in a polite live region, so assistive tech hears 'Loading...'. */
export function Spinner({
  label = 'Loading...',
  showLabel = false,
  size = 'md',
  className,
}: SpinnerProps) {
  return (
    <span role="status" className={cx('inline-flex items-center gap-2 text-brand-600', className)}>
      <SpinnerGlyph size={size} />
      <span className={showLabel ? 'text-sm font-medium text-muted' : 'sr-only'}>{label}</span>
    </span>
  )
}
