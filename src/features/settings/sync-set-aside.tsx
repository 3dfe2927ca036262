import {
  useDiscardSetAside,
  useRetrySetAside,
  type SetAsideChange,
  type SyncStatusResponse,
} from '@/api/sync'
import { Button } from '@/components/button'
import { ErrorBanner } from '@/components/error-banner'

/** What a synced row is, in words a person recognises. */
const tableLabels: Record<string, string> = {
  users: 'Your profile',
  answers: 'A diagnostic answer',
  diagnostics: 'A diagnostic result',
  matchSets: 'Your career matches',
  ledger: 'A credit entry',
  unlocks: 'A roadmap unlock',
  checklistTicks: 'A checklist tick',
  stepStates: 'A roadmap step’s status',
  chatMessages: 'A chat message',
  memories: 'Something Becky remembers',
  resumes: 'Resume insights',
  settings: 'A setting',
}

export const changesText = (count: number) =>
  count === 1 ? '1 change' : `${String(count)} changes`

/** Retry and Discard for one set-aside change (its id) or for every one ('all'), and a failure. */
function RetryDiscard({ target, suffix = '' }: { target: string; suffix?: string }) {
  const retry = useRetrySetAside()
  const discard = useDiscardSetAside()
  const actions = [
    { label: 'Retry', variant: 'outline', mutation: retry },
    { label: 'Discard', variant: 'ghost', mutation: discard },
  ] as const
  return (
    <>
      <div className="flex flex-wrap gap-2">
        {actions.map(({ label, variant, mutation }) => (
          <Button
            key={label}
            size="sm"
            variant={variant}
            loading={mutation.isPending}
            onClick={() => mutation.mutate(target)}
          >
            {label}
            {suffix}
          </Button>
        ))}
      </div>
      {retry.isError || discard.isError ? (
        <ErrorBanner>That did not work. Reload Settings and try again.</ErrorBanner>
      ) : null}
    </>
  )
}

function SetAsideItem({ change }: { change: SetAsideChange }) {
  const label = tableLabels[change.table] ?? 'A change'
  return (
    <li className="flex flex-col gap-2 rounded-card border border-amber-200 bg-surface p-3">
      <p>
        <strong>{label}</strong>
        {change.preview === null ? null : <span className="break-words">: “{change.preview}”</span>}
      </p>
      <p className="text-xs text-muted break-words">{change.reason}</p>
      <RetryDiscard target={change.id} />
    </li>
  )
}

/**
 * Changes the sync server refused, each with the reason, Retry and Discard. They wait here
 * instead of blocking the queue: the rest of the changes keep syncing.
 */
export function SyncSetAside({ status }: { status: SyncStatusResponse }) {
  if (status.setAsideCount === 0) return null
  const more = status.setAsideCount - status.setAside.length
  return (
    <section
      aria-labelledby="sync-set-aside-title"
      className="flex flex-col gap-2 rounded-card border border-amber-200 bg-amber-50 p-3 text-amber-950"
    >
      <h3 id="sync-set-aside-title" className="font-semibold">
        Set aside: {changesText(status.setAsideCount)} the sync server would not take
      </h3>
      <p>
        They stay on this device and everything else keeps syncing. Retry sends one again; Discard
        keeps it on this device only, and your other devices never get it.
      </p>
      <ul className="flex flex-col gap-2">
        {status.setAside.map((change) => (
          <SetAsideItem key={change.id} change={change} />
        ))}
      </ul>
      {more > 0 ? <p>And {changesText(more)} more.</p> : null}
      {status.setAsideCount > 1 ? <RetryDiscard target="all" suffix=" all" /> : null}
    </section>
  )
}
