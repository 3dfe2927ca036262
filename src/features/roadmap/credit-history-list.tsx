import { useEffect, useRef } from 'react'
import { Button } from '@/components/button'
import { ErrorBanner } from '@/components/error-banner'
import { Spinner } from '@/components/spinner'
import {
  historyAmount,
  historyDate,
  historyKind,
  type CreditHistoryEntry,
} from './credit-history-view'

export interface CreditHistoryListProps {
  entries: readonly CreditHistoryEntry[]
  /** 'pending' until the first page has arrived; 'error' when it could not. */
  status: 'pending' | 'error' | 'success'
  /** Why the first page or the next one could not load, in words. */
  errorText: string | null
  hasMore: boolean
  loadingMore: boolean
  onShowMore: () => void
  onRetry: () => void
  /** The dates' time zone; the person's own when left out (tests name one). */
  timeZone?: string
}

/**
 * The credit history, newest first, one page at a time. 'Show more' stays enabled while it loads
 * (so focus never drops to the page) and then moves focus to the first new entry, so keyboard and
 * screen-reader users carry on reading where the list grew.
 */
export function CreditHistoryList(props: CreditHistoryListProps) {
  const { entries, status, errorText, hasMore, loadingMore } = props
  const list = useRef<HTMLOListElement>(null)
  const focusFrom = useRef<number | null>(null)

  useEffect(() => {
    const from = focusFrom.current
    if (from === null || entries.length <= from) return
    focusFrom.current = null
    const first = list.current?.children.item(from)
    if (first instanceof HTMLElement) first.focus()
  }, [entries.length])

  if (status === 'pending') return <Spinner label="Loading your credit history..." showLabel />
  if (status === 'error') {
    return (
      <ErrorBanner
        title="Your credit history could not load"
        actions={
          <Button variant="outline" size="sm" onClick={props.onRetry}>
            Try again
          </Button>
        }
      >
        {errorText}
      </ErrorBanner>
    )
  }
  if (entries.length === 0) return <p className="text-sm text-muted">No credits yet.</p>

  const showMore = () => {
    if (loadingMore) return
    focusFrom.current = entries.length
    props.onShowMore()
  }
  return (
    <div className="flex flex-col gap-3">
      <ol ref={list} aria-label="Credit history, newest first" className="flex flex-col">
        {entries.map((entry) => (
          <li
            key={entry.key}
            tabIndex={-1}
            className="flex items-baseline justify-between gap-3 border-b border-slate-100 py-2 text-sm last:border-b-0"
          >
            <span className="min-w-0">
              <span className="block font-medium break-words text-ink">
                {historyKind(entry.kind)}: {entry.note}
              </span>
              <span className="text-muted">{historyDate(entry.createdAt, props.timeZone)}</span>
            </span>
            <span
              className={
                entry.amount < 0
                  ? 'shrink-0 font-semibold text-rose-700'
                  : 'shrink-0 font-semibold text-emerald-700'
              }
            >
              {historyAmount(entry.amount)}
            </span>
          </li>
        ))}
      </ol>
      {errorText !== null && <ErrorBanner>{errorText}</ErrorBanner>}
      {hasMore && (
        <Button
          variant="outline"
          size="sm"
          aria-busy={loadingMore || undefined}
          onClick={showMore}
          className="self-start"
        >
          {loadingMore ? 'Loading more...' : 'Show more'}
        </Button>
      )}
    </div>
  )
}
