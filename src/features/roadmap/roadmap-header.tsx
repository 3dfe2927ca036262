import { Link } from '@tanstack/react-router'
import { buttonClasses, Container, Icon } from '@/components'
import { CreditPill } from './credit-pill'

export interface RoadmapHeaderProps {
  title: string
  balance: number | undefined
  onOpenCredits: () => void
}

/** Sticky bar: Back to the matches, the role title and the credit pill. */
export function RoadmapHeader({ title, balance, onOpenCredits }: RoadmapHeaderProps) {
  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-surface/95 backdrop-blur">
      <Container className="flex min-h-16 items-center gap-2 py-2 sm:gap-4">
        <Link to="/match" className={buttonClasses('ghost', 'md')}>
          <Icon name="chevron-left" />
          Back
        </Link>
        <p className="min-w-0 flex-1 truncate text-center font-semibold text-ink sm:text-lg">
          {title}
        </p>
        <CreditPill balance={balance} onOpen={onOpenCredits} />
      </Container>
    </header>
  )
}
