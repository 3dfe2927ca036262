import { useId, useState } from 'react'
import { Icon } from '@/components/icons'
import { CreditHistoryList } from './credit-history-list'
import { historyEntries } from './credit-history-view'
import { useCreditHistory } from './use-credit-history'

/** The history's pages, asked for only once the section is opened. */
function LiveCreditHistory({ describeError }: { describeError: (error: unknown) => string }) {
  const history = useCreditHistory()
  const error = history.error ?? null
  return (
    <CreditHistoryList
      entries={historyEntries(history.data?.pages)}
      // Pages already shown stay shown when a later page (or a refresh) fails.
      status={history.data ? 'success' : history.status}
      errorText={error === null ? null : describeError(error)}
      hasMore={history.hasNextPage}
      loadingMore={history.isFetchingNextPage}
      onShowMore={() => void history.fetchNextPage()}
      onRetry={() => void history.refetch()}
    />
  )
}

/** 'Credit history' under the credits dialog's tabs: closed until asked for. */
export function CreditHistory({ describeError }: { describeError: (error: unknown) => string }) {
  const [open, setOpen] = useState(false)
  const panelId = useId()
  return (
    <section className="mt-6 border-t border-slate-200 pt-4">
      <h3>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((was) => !was)}
          className="flex min-h-11 w-full items-center justify-between gap-3 text-left text-sm font-semibold text-ink"
        >
          Credit history
          <Icon name="chevron-down" className={open ? 'rotate-180 text-muted' : 'text-muted'} />
        </button>
      </h3>
      {open && (
        <div id={panelId} className="mt-2">
          <LiveCreditHistory describeError={describeError} />
        </div>
      )}
    </section>
  )
}
