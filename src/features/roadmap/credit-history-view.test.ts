import { describe, expect, it } from 'vitest'
import type { CreditsOverview } from '@/contract'
import { historyAmount, historyDate, historyEntries, historyKind } from './credit-history-view'

const page = (keys: string[], nextCursor: number | null): CreditsOverview => ({
  balance: 0,
  completedActions: [],
  remainingEarnable: 0,
  history: keys.map((key) => ({
    amount: 5,
    kind: 'earn',
    key,
    note: key,
    createdAt: '2026-12-02T12:00:00.000Z',
  })),
  nextCursor,
})

describe('credit history view', () => {
  it('signs amounts with a plus or a true minus and says credit or credits', () => {
    expect(historyAmount(30)).toBe('+30 credits')
    expect(historyAmount(-15)).toBe('\u221215 credits')
    expect(historyAmount(1)).toBe('+1 credit')
  })

  it('names each kind in a word', () => {
    expect(['grant', 'earn', 'purchase', 'unlock'].map((k) => historyKind(k as never))).toEqual([
      'Added',
      'Earned',
      'Bought',
      'Spent',
    ])
  })

  it('shows the day in the given time zone, and an unreadable date as stored', () => {
    expect(historyDate('2026-12-02T23:30:00.000Z', 'UTC')).toBe('Dec 2, 2026')
    expect(historyDate('2026-12-02T23:30:00.000Z', 'Asia/Tokyo')).toBe('Dec 3, 2026')
    expect(historyDate('not a date', 'UTC')).toBe('not a date')
  })

  it('joins the pages in order', () => {
    expect(historyEntries(undefined)).toEqual([])
    const keys = historyEntries([page(['c', 'b'], 2), page(['a'], null)]).map((e) => e.key)
    expect(keys).toEqual(['c', 'b', 'a'])
  })
})
