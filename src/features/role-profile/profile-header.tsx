import { Link } from '@tanstack/react-router'
import { buttonClasses } from '@/components/button'
import { Icon } from '@/components/icons'
import type { Role } from '@/domain/catalogue'
import { RoleFacts } from '@/lib/role-facts'

/** Back link to the roadmap, then the role's title, description and headline badges. */
export function ProfileHeader({ role }: { role: Role }) {
  return (
    <header className="flex flex-col gap-4">
      <div>
        <Link
          to="/roadmap/$roleId"
          params={{ roleId: role.id }}
          className={buttonClasses('ghost', 'md')}
        >
          <Icon name="chevron-left" />
          Back to Roadmap
        </Link>
      </div>
      <div>
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Role profile</p>
        <h1 className="mt-1 text-3xl font-bold tracking-tight text-ink sm:text-4xl">
          {role.title}
        </h1>
        <p className="mt-3 max-w-3xl text-muted sm:text-lg">{role.description}</p>
      </div>
      <RoleFacts role={role} />
    </header>
  )
}
