import { Link, useParams } from '@tanstack/react-router'
import { buttonClasses } from '@/components/button'
import { RoleNotFoundCard } from '@/components/role-not-found-card'
import { getRole, roleIds } from '@/domain/catalogue'
import { RoadmapScreen } from './roadmap-screen'

/** /roadmap/$roleId: the role's steps with credit unlocks, or 'Role Not Found'. */
export function RoadmapPage() {
  const { roleId } = useParams({ from: '/_authed/roadmap/$roleId' })
  const role = getRole(roleId)
  if (!role) {
    return (
      <RoleNotFoundCard
        requested={roleId}
        availableRoles={roleIds}
        action={
          <Link to="/match" className={buttonClasses('primary', 'md')}>
            Back to Matches
          </Link>
        }
      />
    )
  }
  // Keyed by role so switching roadmaps starts with fresh dialogs and expanded steps.
  return <RoadmapScreen key={role.id} role={role} />
}
