import { useParams } from '@tanstack/react-router'
import { RoleNotFound } from '@/lib/role-not-found'
import { getRole } from '@/domain/catalogue'
import { RoadmapScreen } from './roadmap-screen'

/** /roadmap/$roleId: the role's steps with credit unlocks, or 'Role Not Found'. */
export function RoadmapPage() {
  const { roleId } = useParams({ from: '/_authed/roadmap/$roleId' })
  const role = getRole(roleId)
  if (!role) {
    return <RoleNotFound requested={roleId} />
  }
  // Keyed by role so switching roadmaps starts with fresh dialogs and expanded steps.
  return <RoadmapScreen key={role.id} role={role} />
}
