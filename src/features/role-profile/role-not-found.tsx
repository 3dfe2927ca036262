import { Link } from '@tanstack/react-router'
import { buttonClasses, Card, CardBody, Container, Icon } from '@/components'
import { roleIds } from '@/domain/catalogue'

/** Spec section 2, "Unknown role": the id is not one of the six catalogue roles. */
export function RoleNotFound({ requested }: { requested: string }) {
  return (
    <Container size="sm" className="py-12">
      <Card>
        <CardBody className="flex flex-col items-center gap-4 text-center">
          <span className="grid size-14 place-items-center rounded-full bg-amber-50 text-amber-700">
            <Icon name="alert" size={28} />
          </span>
          <h1 className="text-2xl font-bold text-ink">Role Not Found</h1>
          <p className="text-muted">
            The requested role &lsquo;{requested}&rsquo; couldn&apos;t be found. Available roles:
          </p>
          <ul className="flex flex-wrap justify-center gap-2" aria-label="Available roles">
            {roleIds.map((id) => (
              <li key={id}>
                <code className="rounded-md bg-slate-100 px-2 py-1 text-sm text-ink">{id}</code>
              </li>
            ))}
          </ul>
          <Link to="/match" className={buttonClasses('primary', 'md')}>
            Back to Matches
          </Link>
        </CardBody>
      </Card>
    </Container>
  )
}
