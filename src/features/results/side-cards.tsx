import { Link } from '@tanstack/react-router'
import { BeckyAvatar } from '@/components/becky-avatar'
import { Card, CardBody, CardHeader, CardTitle } from '@/components/card'
import { Icon } from '@/components/icons'
import type { RoadmapPhase } from '@/domain/diagnostic'
import { IconList } from '@/lib/icon-list'

export function BeckyMessage({ message }: { message: string }) {
  const paragraphs = message.split(/\n{2,}/).filter((part) => part.trim() !== '')
  return (
    <Card className="border-brand-200 bg-brand-50">
      <CardBody className="flex flex-col gap-4 sm:flex-row">
        <BeckyAvatar mood="excited" size="small" alt="" className="shrink-0" />
        <div className="flex flex-col gap-2">
          <h2 className="font-semibold text-brand-900">A message from Becky, your coach</h2>
          {paragraphs.map((paragraph) => (
            <p key={paragraph} className="text-ink">
              {paragraph}
            </p>
          ))}
        </div>
      </CardBody>
    </Card>
  )
}

/** Smart Acceleration: the steps the resume shows are already mastered, and why. */
export function SmartAcceleration({
  skipReasons,
  enhanced,
}: {
  skipReasons: readonly string[]
  enhanced: boolean
}) {
  return (
    <Card aria-labelledby="acceleration-title" role="region">
      <CardHeader>
        <CardTitle id="acceleration-title" level={2} className="flex items-center gap-2">
          <Icon name="sparkles" className="text-amber-600" />
          Smart Acceleration
        </CardTitle>
      </CardHeader>
      <CardBody>
        {skipReasons.length > 0 ? (
          <IconList
            items={skipReasons}
            icon="check"
            className="flex flex-col gap-2 text-sm"
            itemClassName="flex gap-2 text-ink"
          />
        ) : enhanced ? (
          <p className="text-sm text-muted">
            Your resume does not cover any of these steps yet, so every one of them counts.
          </p>
        ) : (
          <p className="text-sm text-muted">
            Add your resume and Becky will skip the steps you have already mastered.{' '}
            <Link to="/resume-upload" className="font-medium text-brand-700 underline">
              Upload your resume
            </Link>
          </p>
        )}
      </CardBody>
    </Card>
  )
}

export function Milestones({ phases }: { phases: readonly RoadmapPhase[] }) {
  return (
    <Card aria-labelledby="milestones-title" role="region">
      <CardHeader>
        <CardTitle id="milestones-title" level={2} className="flex items-center gap-2">
          <Icon name="trophy" className="text-brand-600" />
          Milestones
        </CardTitle>
      </CardHeader>
      <CardBody className="flex flex-col gap-4">
        {phases.map((phase) => (
          <div key={phase.phase}>
            <h3 className="text-sm font-semibold text-ink">Phase {phase.phase}</h3>
            <IconList
              items={phase.milestones}
              icon="target"
              className="mt-1 flex flex-col gap-1 text-sm text-muted"
              itemClassName="flex gap-2"
              iconClassName="mt-0.5 shrink-0 text-brand-600"
            />
          </div>
        ))}
      </CardBody>
    </Card>
  )
}
