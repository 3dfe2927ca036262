import type { ComponentProps, ReactNode } from 'react'
import { Container } from '@/components/container'
import { SectionHeading } from '@/components/section-heading'

interface PageFrameProps {
  size: ComponentProps<typeof Container>['size']
  eyebrow?: ReactNode
  title: ReactNode
  description?: ReactNode
  /** The main landmark's classes; pages in the app chrome fill the space left by default. */
  mainClassName?: string
  className?: string
  children: ReactNode
}

/**
 * A screen's frame: the main landmark (the skip link's target), a container of the screen's
 * width and the one h1 with its eyebrow and lead, then the screen's own content.
 */
export function PageFrame({
  size,
  eyebrow,
  title,
  description,
  mainClassName = 'flex-1',
  className,
  children,
}: PageFrameProps) {
  return (
    <main id="main" className={mainClassName}>
      <Container size={size} className={className}>
        <SectionHeading level={1} eyebrow={eyebrow} title={title} description={description} />
        {children}
      </Container>
    </main>
  )
}
