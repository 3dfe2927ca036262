import type { ReactNode } from 'react'
import { cx } from './cx'

export interface SectionHeadingProps {
  title: ReactNode
  /** Small uppercase line above the title, e.g. 'How it works'. */
  eyebrow?: ReactNode
  description?: ReactNode
  level?: 1 | 2 | 3
  align?: 'left' | 'center'
  /** Lets a section use aria-labelledby or an in-page anchor point at the heading. */
  id?: string
  className?: string
}

const titleSizes = {
  1: 'text-3xl sm:text-4xl lg:text-5xl',
  2: 'text-2xl sm:text-3xl',
  3: 'text-xl sm:text-2xl',
} as const

/** Heading block for a page section: eyebrow, title and a muted lead paragraph. */
export function SectionHeading({
  title,
  eyebrow,
  description,
  level = 2,
  align = 'left',
  id,
  className,
}: SectionHeadingProps) {
  const Heading = `h${level}` as const
  return (
    <div className={cx(align === 'center' && 'mx-auto max-w-2xl text-center', className)}>
      {eyebrow !== undefined && (
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{eyebrow}</p>
      )}
      <Heading
        id={id}
        className={cx(
          'font-bold tracking-tight text-ink',
          eyebrow !== undefined && 'mt-2',
          titleSizes[level],
        )}
      >
        {title}
      </Heading>
      {description !== undefined && (
        <p className="mt-3 text-base text-muted sm:text-lg">{description}</p>
      )}
    </div>
  )
}
