import type { ComponentProps } from 'react'
import { cx } from './cx'
import { SpinnerGlyph } from './spinner'

const variants = {
  primary: 'bg-brand-600 text-white shadow-sm hover:bg-brand-700 active:bg-brand-800',
  secondary: 'bg-brand-50 text-brand-700 hover:bg-brand-100 active:bg-brand-200',
  ghost: 'bg-transparent text-ink hover:bg-slate-100 active:bg-slate-200',
  danger: 'bg-rose-600 text-white shadow-sm hover:bg-rose-700 active:bg-rose-800',
  outline: 'border border-slate-300 bg-surface text-ink hover:bg-slate-50 active:bg-slate-100',
} as const

// md and lg meet the 44px touch target; sm is for dense rows on larger screens.
const sizes = {
  sm: 'min-h-9 px-3 text-sm gap-1.5',
  md: 'min-h-11 px-4 text-sm gap-2',
  lg: 'min-h-12 px-6 text-base gap-2',
} as const

export type ButtonVariant = keyof typeof variants
export type ButtonSize = keyof typeof sizes

// Focus rings come from the global :focus-visible rule in src/app/styles.css.
/** Button look as a class string, so a router `<Link>` can look like a button. */
export function buttonClasses(variant: ButtonVariant = 'primary', size: ButtonSize = 'md'): string {
  return cx(
    'relative inline-flex items-center justify-center rounded-xl font-semibold transition-colors',
    'disabled:cursor-not-allowed aria-disabled:cursor-not-allowed aria-busy:cursor-wait',
    // A busy button is disabled too, but keeps full colour so it reads as working, not off.
    'disabled:not-aria-busy:opacity-60 aria-disabled:opacity-60',
    variants[variant],
    sizes[size],
  )
}

export interface ButtonProps extends ComponentProps<'button'> {
  variant?: ButtonVariant
  size?: ButtonSize
  /** Shows a spinner, keeps the width, sets aria-busy and disables the button. */
  loading?: boolean
}

export function Button({
  variant = 'primary',
  size = 'md',
  loading = false,
  disabled,
  type = 'button',
  className,
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      disabled={disabled === true || loading}
      aria-busy={loading || undefined}
      className={cx(buttonClasses(variant, size), className)}
      {...rest}
    >
      {/* Transparent, not hidden: the label keeps the width and the accessible name. */}
      <span className={cx('inline-flex items-center gap-[inherit]', loading && 'opacity-0')}>
        {children}
      </span>
      {loading && (
        <span className="absolute inset-0 grid place-items-center">
          <SpinnerGlyph size="sm" />
        </span>
      )}
    </button>
  )
}
