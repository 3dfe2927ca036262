import type { CreditsOverview } from '@/contract'

export type CreditHistoryEntry = CreditsOverview['history'][number]

/** Entries per page of the credits dialog's history (GET /api/credits `limit`). */
export const CREDIT_HISTORY_PAGE_SIZE = 10

/** '+30 credits' or '−15 credits' (a true minus sign, read as 'minus'). */
export function historyAmount(amount: number): string {
  const credits = Math.abs(amount) === 1 ? 'credit' : 'credits'
  return `${amount < 0 ? '\u2212' : '+'}${String(Math.abs(amount))} ${credits}`
}

const kindLabels: Record<CreditHistoryEntry['kind'], string> = {
  grant: 'Added',
  earn: 'Earned',
  purchase: 'Bought',
  unlock: 'Spent',
}

/** The entry's kind in a word, beside its note ('Earned: Give feedback'). */
export function historyKind(kind: CreditHistoryEntry['kind']): string {
  return kindLabels[kind]
}

/**
 * The entry's day, e.g. 'Dec 2, 2026', in the person's own time zone (a test names one). An
 * unreadable date shows as it was stored rather than as 'Invalid Date'.
 */
export function historyDate(iso: string, timeZone?: string): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return iso
  return date.toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    ...(timeZone ? { timeZone } : {}),
  })
}

/** Every page's entries in order, newest first (the server pages them that way). */
export function historyEntries(
  pages: readonly CreditsOverview[] | undefined,
): CreditHistoryEntry[] {
  return (pages ?? []).flatMap((page) => page.history)
}
