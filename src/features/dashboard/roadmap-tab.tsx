import { Link } from '@tanstack/react-router'
import type { DashboardData, DashboardPhase, PhaseStatus } from '@/contract'
import { Badge } from '@/components/badge'
import { buttonClasses } from '@/components/button'
import { Card } from '@/components/card'
import { Icon } from '@/components/icons'
import { ProgressBar } from '@/components/progress-bar'
import type { BadgeTone } from '@/components/badge'

const phaseBadges: Record<PhaseStatus, { label: string; tone: BadgeTone }> = {
  completed: { label: 'Completed', tone: 'green' },
  current: { label: 'In progress', tone: 'brand' },
  upcoming: { label: 'Up next', tone: 'neutral' },
}

function PhaseItem({ phase }: { phase: DashboardPhase }) {
  const badge = phaseBadges[phase.status]
  return (
    <li className="rounded-xl border border-slate-200 p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 className="font-semibold text-ink">
          Phase {phase.phase}: {phase.title}
        </h4>
        <Badge tone={badge.tone}>{badge.label}</Badge>
      </div>
      <p className="mt-1 text-sm text-muted">{phase.duration}</p>
      <ProgressBar
        className="mt-3"
        value={phase.completedSteps}
        max={Math.max(1, phase.totalSteps)}
        label={`${String(phase.completedSteps)} of ${String(phase.totalSteps)} steps done`}
        tone={phase.status === 'completed' ? 'green' : 'brand'}
      />
    </li>
  )
}

/** 'My Roadmap': the three phases and the one step to do next. */
export function RoadmapTab({ data }: { data: DashboardData }) {
  const roadmap = data.currentRoadmap
  const next = roadmap.nextStep
  return (
    <div className="flex flex-col gap-6">
      <Card className="p-5 sm:p-6">
        <h3 className="text-lg font-semibold text-ink">Next step</h3>
        {next === null ? (
          <p className="mt-2 text-muted">
            Every step is done. You're ready to pursue the {roadmap.targetRole} role.
          </p>
        ) : (
          <>
            <p className="mt-2 font-medium text-ink" data-testid="dashboard-next-step">
              {next.title}
            </p>
            <p className="mt-1 text-sm text-muted">{next.description}</p>
            <div className="mt-3 flex flex-wrap gap-2">
              {next.priority === 'high' && <Badge tone="red">High priority</Badge>}
              <Badge tone="blue">
                <Icon name="calendar" size={14} />
                {next.timeEstimate}
              </Badge>
              {next.locked === true && (
                <Badge tone="amber">
                  <Icon name="lock" size={14} />
                  Unlock with credits
                </Badge>
              )}
            </div>
          </>
        )}
        <Link
          to="/roadmap/$roleId"
          params={{ roleId: roadmap.roleId }}
          search={{ from: 'dashboard' }}
          className={`${buttonClasses('primary', 'md')} mt-4`}
        >
          {next === null ? 'Review My Roadmap' : 'Continue on My Roadmap'}
        </Link>
      </Card>
      <section aria-labelledby="phases-heading">
        <h3 id="phases-heading" className="text-lg font-semibold text-ink">
          {roadmap.title}
        </h3>
        {roadmap.timeline !== undefined && (
          <p className="mt-1 text-sm text-muted">
            Timeline: <span data-testid="dashboard-timeline">{roadmap.timeline}</span> ·{' '}
            {roadmap.completedSteps} of {roadmap.totalSteps} steps done
          </p>
        )}
        <ol className="mt-3 flex flex-col gap-3">
          {roadmap.phases.map((phase) => (
            <PhaseItem key={phase.phase} phase={phase} />
          ))}
        </ol>
      </section>
    </div>
  )
}
