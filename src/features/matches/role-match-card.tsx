import { Link } from '@tanstack/react-router'
import type { RoleMatchCard as RoleMatch } from '@/contract'
import { Badge } from '@/components/badge'
import { buttonClasses } from '@/components/button'
import { Card } from '@/components/card'
import { Icon } from '@/components/icons'
import { difficultyTone, displayPercent, matchLabel } from '@/domain/catalogue'
import { badgeToneOf } from '@/lib/badge-tone'
import { difficultyName } from './match-tone'

/** One role on the matches results page (spec section 2, "Matches results page"). */
export function RoleMatchCard({ match }: { match: RoleMatch }) {
  const label = matchLabel(match.match_percentage)
  const percent = displayPercent(match.match_percentage)
  return (
    <Card className="flex w-full flex-col p-5 sm:p-6">
      {(match.ai_picked || match.badge !== null) && (
        <div className="mb-3 flex flex-wrap items-center gap-2">
          {match.ai_picked && (
            <Badge tone="brand">
              <Icon name="sparkles" size={14} />
              AI Pick{match.alt_label ? `: ${match.alt_label}` : ''}
            </Badge>
          )}
          {match.badge !== null && <Badge tone="amber">{match.badge}</Badge>}
        </div>
      )}
      <h2 className="text-lg font-semibold text-ink">{match.title}</h2>
      <p className="text-sm text-muted">{match.company}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Badge
          tone={badgeToneOf(label.tone)}
          aria-label={`${label.label}, ${String(percent)}% match`}
        >
          {label.label}
        </Badge>
        <Badge tone={badgeToneOf(difficultyTone(match.difficulty))}>
          {difficultyName(match.difficulty)} difficulty
        </Badge>
        <Badge tone="neutral">{match.salary_range}</Badge>
      </div>
      <p className="mt-4 text-sm text-muted">{match.description}</p>
      <div className="mt-4 rounded-xl bg-brand-50 p-3 text-sm">
        <p className="font-semibold text-brand-800">Why this fits you:</p>
        <p className="mt-1 text-ink">{match.why_match}</p>
      </div>
      {match.tags.length > 0 && (
        <ul aria-label="Key skills" className="mt-4 flex flex-wrap gap-2">
          {match.tags.slice(0, 3).map((tag) => (
            <li key={tag}>
              <Badge tone="neutral">{tag}</Badge>
            </li>
          ))}
        </ul>
      )}
      <div className="mt-auto pt-6">
        <Link
          to="/roadmap/$roleId"
          params={{ roleId: match.id }}
          className={`${buttonClasses('primary', 'md')} w-full`}
        >
          View Roadmap
          <Icon name="chevron-right" size={16} />
        </Link>
      </div>
    </Card>
  )
}
