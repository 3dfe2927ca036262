import { useCoachingMemory } from '@/api/coach'
import { Card, CardBody, CardHeader, CardTitle, Spinner } from '@/components'
import { memorySummary } from './memory-view'

function Group({ title, items, empty }: { title: string; items: string[]; empty: string }) {
  return (
    <div>
      <h3 className="text-sm font-semibold text-ink">{title}</h3>
      {items.length === 0 ? (
        <p className="mt-1 text-sm text-muted">{empty}</p>
      ) : (
        <ul className="mt-1.5 flex flex-col gap-1 text-sm text-ink">
          {items.map((item, i) => (
            <li key={`${String(i)}-${item}`} className="flex gap-2">
              <span
                aria-hidden="true"
                className="mt-2 size-1.5 shrink-0 rounded-full bg-brand-500"
              />
              {item}
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}

/** Spec section 2's Memory panel: a glance at what Becky knows, refreshed after each reply. */
export function MemoryPanel() {
  const memory = useCoachingMemory()
  return (
    <Card aria-labelledby="memory-panel-title" role="region">
      <CardHeader>
        <CardTitle level={2} id="memory-panel-title">
          Memory
        </CardTitle>
      </CardHeader>
      <CardBody className="flex flex-col gap-4" aria-live="polite" aria-busy={memory.isFetching}>
        {memory.isPending && <Spinner label="Loading Becky's memory..." />}
        {memory.isError && (
          <p className="text-sm text-muted">Becky's memory could not be loaded.</p>
        )}
        {memory.data && <Summary data={memorySummary(memory.data)} />}
      </CardBody>
    </Card>
  )
}

function Summary({ data }: { data: ReturnType<typeof memorySummary> }) {
  return (
    <>
      <Group title="Strengths" items={data.strengths} empty="Take the diagnostic to share yours." />
      <Group title="Gaps" items={data.gaps} empty="None noted yet." />
      <Group title="Key insights" items={data.keyInsights} empty="Becky learns as you chat." />
    </>
  )
}
