import { Link, useSearch } from '@tanstack/react-router'
import { buttonClasses } from '@/components/button'
import { Container } from '@/components/container'
import { Icon } from '@/components/icons'
import { backTarget } from './back-target'
import { CreditPill } from './credit-pill'

export interface RoadmapHeaderProps {
  title: string
  balance: number | undefined
  onOpenCredits: () => void
}

/** Sticky bar: Back to where the user came from, the role title and the credit pill. */
export function RoadmapHeader({ title, balance, onOpenCredits }: RoadmapHeaderProps) {
  const { from } = useSearch({ from: '/_authed/roadmap/$roleId' })
  const back = backTarget(from)
  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-surface/95 backdrop-blur">
      <Container className="flex min-h-16 flex-wrap items-center justify-between gap-x-2 gap-y-1 py-2 sm:flex-nowrap sm:gap-4">
        <Link to={back.to} className={buttonClasses('ghost', 'md')} aria-label={back.label}>
          <Icon name="chevron-left" />
          Back
        </Link>
        {/*
          Wraps instead of truncating: 'Customer Success Manager' read 'Custom...' at 375 px. On
          phones it takes a line of its own under Back and the credits (between them at 320 px it
          had room for one letter a line).
        */}
        <p
          data-testid="roadmap-title"
          className="order-last min-w-0 basis-full text-center text-sm leading-tight font-semibold text-balance break-words text-ink sm:order-none sm:flex-1 sm:basis-auto sm:text-lg"
        >
          {title}
        </p>
        <CreditPill balance={balance} onOpen={onOpenCredits} />
      </Container>
    </header>
  )
}
