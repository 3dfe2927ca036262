import { cx } from './cx'

const sizes = {
  sm: 'size-8 text-xs',
  md: 'size-10 text-sm',
  lg: 'size-14 text-lg',
} as const

/** Up to two initials: first letters of the first and last words, or '?' for an empty name. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean)
  const first = words[0]
  if (first === undefined) return '?'
  const last = words.length > 1 ? words[words.length - 1] : undefined
  return (Array.from(first)[0] ?? '').concat(last ? (Array.from(last)[0] ?? '') : '').toUpperCase()
}

export interface AvatarProps {
  name: string
  size?: keyof typeof sizes
  /** Set when the name is already visible next to it, so it is not read twice. */
  decorative?: boolean
  className?: string
}

/** A round badge with the user's initials. */
export function Avatar({ name, size = 'md', decorative = false, className }: AvatarProps) {
  return (
    <span
      role={decorative ? undefined : 'img'}
      aria-label={decorative ? undefined : name}
      aria-hidden={decorative || undefined}
      className={cx(
        'inline-grid shrink-0 place-items-center rounded-full bg-brand-600 font-semibold text-white select-none',
        sizes[size],
        className,
      )}
    >
      {initialsOf(name)}
    </span>
  )
}
