import { describe, expect, it } from 'vitest'
import { rootsForTables } from './query-invalidation'

describe('refreshing what a write touched', () => {
  it('refreshes the balance, roadmap and dashboard after an unlock', () => {
    expect(rootsForTables(new Set(['unlocks']))).toEqual(
      new Set(['credits', 'roadmap', 'dashboard']),
    )
  })

  it('refreshes the sync status when changes are queued or sent', () => {
    expect(rootsForTables(new Set(['outbox']))).toEqual(new Set(['sync']))
  })

  it('ignores tables no screen reads', () => {
    expect(rootsForTables(new Set(['syncVersions', 'sessionsArchive']))).toEqual(new Set())
  })
})
