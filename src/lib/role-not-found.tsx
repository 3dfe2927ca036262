import { Link } from '@tanstack/react-router'
import { buttonClasses } from '@/components/button'
import { RoleNotFoundCard } from '@/components/role-not-found-card'
import { roleIds } from '@/domain/catalogue'

/** Spec section 2, "Unknown role": the catalogue's ids and the way back to the matches. */
export function RoleNotFound({ requested }: { requested: string }) {
  return (
    <RoleNotFoundCard
      requested={requested}
      availableRoles={roleIds}
      action={
        <Link to="/match" className={buttonClasses('primary', 'md')}>
          Back to Matches
        </Link>
      }
    />
  )
}
