import type { ReactNode } from 'react'
import { Card, CardBody } from './card'
import { Container } from './container'
import { Icon } from './icons'

export interface RoleNotFoundCardProps {
  requested: string
  /** The ids a visitor can use instead (the catalogue's roles). */
  availableRoles: readonly string[]
  /** The way back, e.g. a 'Back to Matches' link. */
  action: ReactNode
}

/** Spec section 2, "Unknown role": shared by the roadmap and role profile screens. */
export function RoleNotFoundCard({ requested, availableRoles, action }: RoleNotFoundCardProps) {
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
            {availableRoles.map((id) => (
              <li key={id}>
                <code className="rounded-md bg-slate-100 px-2 py-1 text-sm text-ink">{id}</code>
              </li>
            ))}
          </ul>
          {action}
        </CardBody>
      </Card>
    </Container>
  )
}
