import { Badge } from '@/components/badge'
import { Card, CardBody, CardHeader, CardTitle } from '@/components/card'
import { Icon } from '@/components/icons'
import type { RoadmapPhase, SelectedRoadmap } from '@/domain/diagnostic'
import { phasePreview } from './results-view'
import { IconList } from '@/lib/icon-list'

/** The roadmap for the top match: phases with their first steps and success metrics. */
export function RoadmapCard({ roadmap }: { roadmap: SelectedRoadmap }) {
  return (
    <Card aria-labelledby="roadmap-title" role="region">
      <CardHeader>
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
          Your roadmap to {roadmap.targetRole}
        </p>
        <CardTitle id="roadmap-title" level={2} className="text-2xl">
          {roadmap.title}
        </CardTitle>
      </CardHeader>
      <CardBody className="flex flex-col gap-6">
        <dl className="grid gap-4 sm:grid-cols-2">
          <div>
            <dt className="text-sm font-semibold text-ink">Where you are now</dt>
            <dd className="text-sm text-muted">{roadmap.currentState}</dd>
          </div>
          <div>
            <dt className="text-sm font-semibold text-ink">Timeline</dt>
            <dd className="text-sm text-muted">{roadmap.timelineAssessment}</dd>
          </div>
        </dl>
        <ol className="flex flex-col gap-6">
          {roadmap.phases.map((phase) => (
            <PhaseBlock key={phase.phase} phase={phase} />
          ))}
        </ol>
      </CardBody>
    </Card>
  )
}

function PhaseBlock({ phase }: { phase: RoadmapPhase }) {
  const preview = phasePreview(phase)
  return (
    <li className="rounded-xl border border-slate-200 p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="text-lg font-semibold text-ink">
          Phase {phase.phase}: {phase.title}
        </h3>
        <Badge tone="blue">{phase.duration}</Badge>
      </div>
      <p className="mt-1 text-sm text-muted">{phase.description}</p>
      <ul className="mt-4 flex flex-col gap-3">
        {preview.steps.map((step, index) => (
          <li key={`${String(index)}:${step.title}`} className="rounded-lg bg-canvas p-3">
            <div className="flex flex-wrap items-center gap-2">
              <h4 className="font-medium text-ink">{step.title}</h4>
              {step.priority === 'high' && <Badge tone="amber">High priority</Badge>}
              {step.mastered === true && <Badge tone="green">Already mastered</Badge>}
              <span className="flex items-center gap-1 text-xs text-muted">
                <Icon name="calendar" size={14} />
                {step.timeEstimate}
              </span>
            </div>
            <p className="mt-1 text-sm text-muted">{step.description}</p>
            {step.successMetrics.length > 0 && (
              <IconList
                items={step.successMetrics}
                icon="target"
                className="mt-2 flex flex-col gap-1 text-sm"
                itemClassName="flex gap-1.5 text-ink"
              />
            )}
          </li>
        ))}
      </ul>
      {preview.moreSteps > 0 && (
        <p className="mt-3 text-sm text-muted">
          +{preview.moreSteps} more {preview.moreSteps === 1 ? 'step' : 'steps'} in your full
          roadmap
        </p>
      )}
    </li>
  )
}
