import type { ReactNode } from 'react'

/**
 * A section named by its own h2 (`aria-labelledby`), so assistive technology lists it by title.
 * The legal pages and the role profile draw their sections with it.
 */
export function TitledSection({
  id,
  title,
  className,
  headingClassName,
  children,
}: {
  id: string
  title: string
  className?: string
  headingClassName?: string
  children: ReactNode
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className={headingClassName}>
        {title}
      </h2>
      {children}
    </section>
  )
}
