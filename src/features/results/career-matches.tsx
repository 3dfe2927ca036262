import { Badge } from '@/components/badge'
import { Card } from '@/components/card'
import { cx } from '@/components/cx'
import { DisclosureItem } from '@/components/disclosure'
import { displayPercent, matchLabel } from '@/domain/catalogue'
import type { CareerMatch } from '@/domain/diagnostic'
import { badgeToneOf } from '@/lib/badge-tone'

interface CareerMatchesProps {
  matches: readonly CareerMatch[]
  selected: number
  onSelect: (index: number) => void
}

const cardClasses = cx(
  'grid cursor-pointer grid-cols-[auto_1fr] gap-x-3 gap-y-2 rounded-t-card p-4 sm:p-5',
  'has-checked:bg-brand-50/60',
)

/** Top Career Matches: one selectable, the first marked 'AI Recommended', each with its reasons. */
export function CareerMatches({ matches, selected, onSelect }: CareerMatchesProps) {
  return (
    <section aria-labelledby="matches-title" className="flex flex-col gap-4">
      <h2 id="matches-title" className="text-2xl font-bold text-ink">
        Top Career Matches
      </h2>
      <div role="radiogroup" aria-labelledby="matches-title" className="flex flex-col gap-4">
        {matches.map((match, index) => (
          <MatchCard
            key={match.role}
            match={match}
            rank={index + 1}
            checked={index === selected}
            onSelect={() => onSelect(index)}
          />
        ))}
      </div>
    </section>
  )
}

function MatchCard({
  match,
  rank,
  checked,
  onSelect,
}: {
  match: CareerMatch
  rank: number
  checked: boolean
  onSelect: () => void
}) {
  const label = matchLabel(match.matchScore)
  const reasons = match.reasons ?? []
  const top = match.topReasons ?? []
  return (
    <Card className={cx(checked && 'border-brand-600 ring-1 ring-brand-600')}>
      <label className={cardClasses}>
        <input
          type="radio"
          name="career-match"
          checked={checked}
          onChange={onSelect}
          className="row-span-4 mt-1.5 size-5 accent-brand-600"
        />
        <span className="text-lg font-semibold text-ink">
          <span className="mr-2 text-sm text-muted">#{rank}</span>
          <span data-testid="match-role">{match.role}</span>
        </span>
        <span className="flex flex-wrap gap-2">
          {rank === 1 && <Badge tone="brand">AI Recommended</Badge>}
          <Badge tone={badgeToneOf(label.tone)}>{label.label}</Badge>
        </span>
        {top.length > 0 ? (
          <span className="flex flex-col gap-1 text-sm text-muted">
            <span className="font-medium text-ink">Why #{rank}:</span>
            <ul className="flex list-disc flex-col gap-0.5 pl-5">
              {top.map((reason) => (
                <li key={reason}>{reason}</li>
              ))}
            </ul>
          </span>
        ) : (
          <span className="text-sm text-muted">{match.matchReason}</span>
        )}
        <span className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-ink">
          <span>
            <span className="text-muted">Match:</span>{' '}
            <span data-testid="match-percent">{displayPercent(match.matchScore)}%</span>
          </span>
          <span>
            <span className="text-muted">Salary:</span> {match.salaryRange}
          </span>
          <span>
            <span className="text-muted">Time to role:</span> {match.timeToRole}
          </span>
        </span>
      </label>
      {reasons.length > 0 && (
        <div className="px-4 sm:px-5">
          <DisclosureItem title="See all factors">
            <ul className="flex list-disc flex-col gap-1 pl-5 text-sm">
              {reasons.map((reason) => (
                <li key={reason}>{reason}</li>
              ))}
            </ul>
          </DisclosureItem>
        </div>
      )}
    </Card>
  )
}
