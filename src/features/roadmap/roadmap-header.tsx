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
      <Container className="flex min-h-16 items-center gap-2 py-2 sm:gap-4">
        <Link to={back.to} className={buttonClasses('ghost', 'md')} aria-label={back.label}>
          <Icon name="chevron-left" />
          Back
        </Link>
        {/* Wraps instead of truncating: 'Customer Success Manager' read 'Custom...' at 375 px. */}
        <p
          data-testid="roadmap-title"
          className="min-w-0 flex-1 text-center text-sm leading-tight font-semibold text-balance break-words text-ink sm:text-lg"
        >
          {title}
        </p>
        <CreditPill balance={balance} onOpen={onOpenCredits} />
      </Container>
    </header>
  )
}
