import { Badge } from '@/components/badge'
import { Button } from '@/components/button'
import { Card, CardBody } from '@/components/card'
import { Icon } from '@/components/icons'
import type { CareerMatch, SelectedRoadmap } from '@/domain/diagnostic'

/**
 * What a phone shows first: the chosen match, its timeline and the next action, so the one action
 * of the page is not 7,000 px down.
 */
export function ResultsLead(props: {
  match: CareerMatch | undefined
  roadmap: SelectedRoadmap
  /**
   * The next step as the journey has it (progress counted), the same one the dashboard shows;
   * null once every step is done; undefined while it loads (the plan's first open step then).
   */
  nextStep?: string | null
  onViewRoadmap: () => void
}) {
  const { match, roadmap } = props
  const planned = roadmap.phases
    .flatMap((phase) => phase.steps)
    .find((step) => step.mastered !== true)?.title
  const next = props.nextStep === undefined ? planned : (props.nextStep ?? undefined)
  return (
    <Card aria-labelledby="lead-title" role="region" className="border-brand-200">
      <CardBody className="flex flex-col gap-3">
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
          Your chosen path
        </p>
        <h2 id="lead-title" className="text-2xl font-bold text-ink">
          {roadmap.targetRole}
        </h2>
        <p className="flex flex-wrap gap-2 text-sm">
          {match !== undefined && (
            <Badge tone="green">
              <span data-testid="lead-match">{match.matchScore}%</span>&nbsp;match
            </Badge>
          )}
          <Badge tone="blue">
            <Icon name="calendar" size={14} />
            <span data-testid="lead-timeline">{roadmap.timelineLabel ?? match?.timeToRole}</span>
          </Badge>
        </p>
        {next !== undefined && (
          <p className="text-sm text-ink">
            <span className="font-semibold">Your next step:</span>{' '}
            <span data-testid="lead-next-step">{next}</span>
          </p>
        )}
        <div>
          <Button onClick={props.onViewRoadmap}>
            View My Roadmap
            <Icon name="chevron-right" size={18} />
          </Button>
        </div>
      </CardBody>
    </Card>
  )
}

/** Phones only (<640px): the page's one action stays in reach while scrolling. */
export function StickyRoadmapBar({ onViewRoadmap }: { onViewRoadmap: () => void }) {
  return (
    <div className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-surface/95 p-3 backdrop-blur sm:hidden">
      <Button className="w-full" onClick={onViewRoadmap} data-testid="sticky-view-roadmap">
        View My Roadmap
        <Icon name="chevron-right" size={18} />
      </Button>
    </div>
  )
}

/** The role the user already holds: theirs, not a match. */
export function CurrentRoleNote({ match }: { match: CareerMatch }) {
  return (
    <p className="rounded-xl bg-slate-50 p-4 text-sm text-ink" data-testid="current-role">
      <span className="font-semibold">Your current role:</span> {match.role}. You already do this
      work, so the matches above are where you can go next.
    </p>
  )
}
