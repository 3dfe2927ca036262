import { Link, useParams } from '@tanstack/react-router'
import { errorText } from '@/api/error-text'
import { useSelectedRole } from '@/api/roadmap'
import { Button } from '@/components/button'
import { Container } from '@/components/container'
import { ErrorBanner } from '@/components/error-banner'
import { RoleNotFound } from '@/lib/role-not-found'
import { Spinner } from '@/components/spinner'
import { getRole, roles } from '@/domain/catalogue'
import { RoleProfileScreen } from './role-profile-screen'

const describe = (error: unknown) => errorText(error)

/** /role-profile: the role the user's latest diagnostic selected, else SDR with a note saying so. */
function SelectedRoleProfile() {
  const selected = useSelectedRole()
  if (selected.isPending) {
    return <Spinner label="Finding your matched role..." showLabel className="py-16" />
  }
  if (selected.isError) {
    return (
      <Container size="sm" className="py-12">
        <ErrorBanner
          title="We couldn't load your matched role"
          actions={
            <Button size="sm" variant="outline" onClick={() => void selected.refetch()}>
              Try Again
            </Button>
          }
        >
          {describe(selected.error)}
        </ErrorBanner>
      </Container>
    )
  }
  const role = roles[selected.data.roleId]
  const notice =
    selected.data.source === 'default' ? (
      <p className="rounded-card border border-sky-200 bg-sky-50 p-4 text-sm text-sky-900">
        You haven&apos;t taken the diagnostic yet, so this shows the {role.title} profile, where
        most people start.{' '}
        <Link to="/diagnostic-onboarding" className="font-semibold underline">
          Take the diagnostic
        </Link>{' '}
        to see the role that fits you best.
      </p>
    ) : (
      <p className="rounded-card border border-emerald-200 bg-emerald-50 p-4 text-sm text-emerald-900">
        Your top-matched role from your latest diagnostic.
      </p>
    )
  return <RoleProfileScreen role={role} notice={notice} />
}

/** /role/$roleId and /role-profile share this screen. */
export function RoleProfilePage() {
  const { roleId } = useParams({ strict: false })
  if (roleId === undefined) return <SelectedRoleProfile />
  const role = getRole(roleId)
  return role ? (
    <RoleProfileScreen key={role.id} role={role} />
  ) : (
    <RoleNotFound requested={roleId} />
  )
}
