import { Link } from '@tanstack/react-router'
import type { CareerMatchCard as CareerMatch } from '@/contract'
import { Badge } from '@/components/badge'
import { Button, buttonClasses } from '@/components/button'
import { Card } from '@/components/card'
import { Icon } from '@/components/icons'
import { displayPercent } from '@/domain/catalogue'

export interface CareerMatchCardProps {
  match: CareerMatch
  onSeeRoadmap: () => void
}

/** One of the three cards on the first matches page (spec section 2, "Career matches page"). */
export function CareerMatchCard({ match, onSeeRoadmap }: CareerMatchCardProps) {
  const percent = displayPercent(match.matchPercent)
  return (
    <Card className="flex w-full flex-col p-5 sm:p-6">
      <div className="flex items-start justify-between gap-3">
        <h2 className="text-lg font-semibold text-ink">{match.title}</h2>
        <p className="shrink-0 text-right">
          <span data-testid="career-percent" className="block text-2xl font-bold text-brand-700">
            {percent}%
          </span>
          <span className="text-xs text-muted">match</span>
        </p>
      </div>
      <div className="mt-2 flex flex-wrap gap-2">
        {match.remoteOk && <Badge tone="green">Remote OK</Badge>}
        <Badge tone="neutral">{match.salaryRange}</Badge>
      </div>
      <p className="mt-4 text-sm text-muted">{match.summary}</p>
      {match.traits.length > 0 && (
        <ul aria-label="Traits that fit this role" className="mt-4 flex flex-wrap gap-2">
          {match.traits.slice(0, 3).map((trait) => (
            <li key={trait}>
              <Badge tone="purple">{trait}</Badge>
            </li>
          ))}
        </ul>
      )}
      <p className="mt-4 flex items-center gap-2 text-sm text-ink">
        <Icon name="sparkles" size={16} className="text-emerald-700" />
        <span>
          <span className="font-medium">Growth:</span> {match.growthRate}
        </span>
      </p>
      <div className="mt-auto flex flex-col gap-2 pt-6">
        <Button onClick={onSeeRoadmap}>
          See My Roadmap
          <Icon name="chevron-right" size={16} />
        </Button>
        <Link to="/" className={buttonClasses('ghost', 'md')}>
          <Icon name="chat" size={16} />
          Ask the Coach a Question
        </Link>
      </div>
    </Card>
  )
}
