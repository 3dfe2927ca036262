import type { ReactNode } from 'react'
import { Card, CardBody } from '@/components/card'
import { TitledSection } from '@/lib/titled-section'

/** One section of the role profile, under a large h2. */
export function ProfileSection(props: { id: string; title: string; children: ReactNode }) {
  return (
    <TitledSection
      {...props}
      className="flex flex-col gap-4"
      headingClassName="text-2xl font-bold tracking-tight text-ink"
    />
  )
}

/** Cards of equal height, two to a row from tablet width: the stories and the learning paths. */
export function CardGrid<T>({
  items,
  keyOf,
  bodyClassName,
  children,
}: {
  items: readonly T[]
  keyOf: (item: T) => string
  bodyClassName: string
  children: (item: T) => ReactNode
}) {
  return (
    <ul className="grid gap-4 md:grid-cols-2">
      {items.map((item) => (
        <li key={keyOf(item)}>
          <Card className="h-full">
            <CardBody className={bodyClassName}>{children(item)}</CardBody>
          </Card>
        </li>
      ))}
    </ul>
  )
}
