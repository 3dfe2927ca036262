import type { ReactNode } from 'react'
import { Card, CardBody, CardHeader, CardTitle } from '@/components/card'

/** One titled block of the settings screen; `id` makes it a landmark reachable by its heading. */
export function SettingsCard({
  id,
  title,
  description,
  children,
  className,
}: {
  id: string
  title: string
  description?: ReactNode
  children: ReactNode
  className?: string
}) {
  return (
    <section aria-labelledby={`${id}-title`} className={className}>
      <Card>
        <CardHeader>
          <CardTitle level={2} id={`${id}-title`}>
            {title}
          </CardTitle>
          {description === undefined ? null : <p className="text-sm text-muted">{description}</p>}
        </CardHeader>
        <CardBody className="flex flex-col gap-4">{children}</CardBody>
      </Card>
    </section>
  )
}
