import type { ReactNode } from 'react'
import { Container } from '@/components/container'
import { cx } from '@/components/cx'

const tones = {
  white: 'bg-surface',
  canvas: 'bg-canvas',
  tint: 'bg-brand-50/60',
  dark: 'bg-brand-900 text-white',
} as const

export interface LandingSectionProps {
  /** The heading's id; the section is named by it for landmarks and the outline. */
  labelledBy: string
  /** In-page anchor for the nav (how-it-works, pricing). */
  id?: string
  tone?: keyof typeof tones
  /** Drops the top padding when the band above has the same background. */
  flushTop?: boolean
  children: ReactNode
  className?: string
}

/** One landing band: shared vertical rhythm, width and an offset so anchors clear the sticky nav. */
export function LandingSection({
  labelledBy,
  id,
  tone = 'white',
  flushTop = false,
  children,
  className,
}: LandingSectionProps) {
  return (
    <section
      id={id}
      aria-labelledby={labelledBy}
      className={cx(
        'scroll-mt-16 pb-16 sm:pb-24',
        !flushTop && 'pt-16 sm:pt-24',
        tones[tone],
        className,
      )}
    >
      <Container size="xl">{children}</Container>
    </section>
  )
}
