import { Badge } from '@/components/badge'
import { Icon } from '@/components/icons'
import type { RoadmapStep, RoleResource } from '@/domain/catalogue'

function ResourceTitle({ resource }: { resource: RoleResource }) {
  if (resource.url === undefined)
    return <span className="font-medium text-ink">{resource.title}</span>
  return (
    <a
      href={resource.url}
      target="_blank"
      rel="noopener noreferrer"
      className="font-medium text-brand-700 underline-offset-2 hover:underline"
    >
      {resource.title}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  )
}

function ObjectResource({ resource }: { resource: RoleResource }) {
  return (
    <>
      <div className="flex flex-wrap items-center gap-2">
        <ResourceTitle resource={resource} />
        <Badge tone="purple" className="capitalize">
          {resource.type}
        </Badge>
        <Badge tone={resource.isFree ? 'green' : 'neutral'}>
          {resource.isFree ? 'Free' : 'Paid'}
        </Badge>
      </div>
      <p className="text-sm text-muted">
        {resource.provider} · {resource.duration}
      </p>
      <p className="text-sm text-ink">{resource.description}</p>
    </>
  )
}

/** Both shapes of the catalogue: resource objects, and plain strings (am and marketing). */
export function StepResources({ resources }: { resources: RoadmapStep['resources'] }) {
  return (
    <ul className="flex flex-col gap-3">
      {resources.map((resource) => (
        <li
          key={typeof resource === 'string' ? resource : resource.title}
          className="flex gap-3 rounded-xl border border-slate-200 p-3"
        >
          <Icon name="file" className="mt-0.5 text-brand-600" />
          <div className="flex min-w-0 flex-col gap-1">
            {typeof resource === 'string' ? (
              <span className="text-ink">{resource}</span>
            ) : (
              <ObjectResource resource={resource} />
            )}
          </div>
        </li>
      ))}
    </ul>
  )
}
