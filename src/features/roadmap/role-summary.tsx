import { Link } from '@tanstack/react-router'
import { buttonClasses } from '@/components/button'
import { Card, CardBody } from '@/components/card'
import { Icon } from '@/components/icons'
import type { Role } from '@/domain/catalogue'
import { RoleFacts } from '@/lib/role-facts'

/** Role header (salary, difficulty, demand, remote) and 'Why This Fits You'. */
export function RoleSummary({ role }: { role: Role }) {
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
          <RoleFacts role={role} salaryIcon />
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
