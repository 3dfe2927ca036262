import { Link } from '@tanstack/react-router'
import { Badge } from '@/components/badge'
import { buttonClasses } from '@/components/button'
import { Card, CardBody } from '@/components/card'
import { Icon } from '@/components/icons'
import type { Role } from '@/domain/catalogue'
import { difficultyBadge } from './roadmap-view'

/** Role header (salary, difficulty, demand, remote) and 'Why This Fits You'. */
export function RoleSummary({ role }: { role: Role }) {
  const difficulty = difficultyBadge(role.difficulty)
  return (
    <div className="grid gap-4 lg:grid-cols-3">
      <Card className="lg:col-span-2">
        <CardBody className="flex flex-col gap-4">
          <div>
            <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
              Your roadmap
            </p>
            <h1 className="mt-1 text-3xl font-bold tracking-tight text-ink sm:text-4xl">
              {role.title}
            </h1>
            <p className="mt-2 text-muted">{role.description}</p>
          </div>
          <ul className="flex flex-wrap gap-2" aria-label="Role facts">
            <li>
              <Badge tone="brand">
                <Icon name="coins" size={14} />
                {role.salary}
              </Badge>
            </li>
            <li>
              <Badge tone={difficulty.tone}>Difficulty: {difficulty.label}</Badge>
            </li>
            <li>
              <Badge tone="blue">{role.demand} Demand</Badge>
            </li>
            {role.remote && (
              <li>
                <Badge tone="green">Remote Available</Badge>
              </li>
            )}
          </ul>
          <div>
            <Link
              to="/role/$roleId"
              params={{ roleId: role.id }}
              className={buttonClasses('secondary', 'md')}
            >
              View Full Role Profile
              <Icon name="chevron-right" />
            </Link>
          </div>
        </CardBody>
      </Card>
      <Card className="border-brand-200 bg-brand-50/60">
        <CardBody>
          <h2 className="flex items-center gap-2 text-lg font-semibold text-ink">
            <Icon name="target" className="text-brand-600" />
            Why This Fits You
          </h2>
          <p className="mt-2 text-ink">{role.whyFitsYou}</p>
        </CardBody>
      </Card>
    </div>
  )
}
