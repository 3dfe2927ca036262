import { describe, expect, it } from 'vitest'
import {
  mergeChanges,
  mergeVersion,
  type KeyedChange,
  type MergePolicy,
  type Version,
} from './merge-rules'

const at = (ms: number, device = 'a') => `${String(ms).padStart(15, '0')}:000000:${device}`
const policyOf = (table: string): MergePolicy =>
  table === 'ledger' || table === 'chat' ? 'append-only' : 'last-writer-wins'

describe('merge rules', () => {
  it('keeps the latest write of a last-writer-wins row, whichever arrives first', () => {
    const early = { hlc: at(1), op: 'put' as const, value: 'teacher' }
    const late = { hlc: at(2, 'b'), op: 'put' as const, value: 'nurse' }
    expect(mergeVersion('last-writer-wins', early, late)).toBe(late)
    expect(mergeVersion('last-writer-wins', late, early)).toBe(late)
  })

  it('treats a delete as a stamped tombstone: a later put revives the row, an earlier one does not', () => {
    const tick = { hlc: at(5), op: 'put' as const, value: true }
    const untick = { hlc: at(6, 'b'), op: 'delete' as const, value: null }
    expect(mergeVersion('last-writer-wins', tick, untick)).toBe(untick)
    expect(mergeVersion('last-writer-wins', untick, tick)).toBe(untick)
    const retick = { hlc: at(7), op: 'put' as const, value: true }
    expect(mergeVersion('last-writer-wins', untick, retick)).toBe(retick)
  })

  it('never rewrites or deletes an append-only row', () => {
    const entry = { hlc: at(3), op: 'put' as const, value: { amount: 25 } }
    expect(mergeVersion('append-only', entry, { hlc: at(9), op: 'delete', value: null })).toBe(
      entry,
    )
    expect(mergeVersion('append-only', entry, { ...entry })).toBe(entry)
  })

  it('ends with the same data whatever order the changes arrive in (seeded shuffles)', () => {
    const changes: KeyedChange[] = []
    for (let i = 0; i < 60; i += 1) {
      const device = ['a', 'b', 'c'][i % 3] ?? 'a'
      const table = ['answers', 'ticks', 'ledger', 'chat'][i % 4] ?? 'answers'
      changes.push({
        table,
        key: `k${String(i % 7)}`,
        hlc: at(100 + ((i * 37) % 50), device),
        op: i % 5 === 0 ? 'delete' : 'put',
        value: i,
      })
    }
    const reference = new Map<string, Version>()
    mergeChanges(reference, changes, policyOf)
    let seed = 20_261_124
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31
      return seed / 2 ** 31
    }
    for (let run = 0; run < 25; run += 1) {
      const shuffled = [...changes].sort(() => random() - 0.5)
      const store = new Map<string, Version>()
      mergeChanges(store, shuffled, policyOf)
      // Applying everything again changes nothing: replays are harmless.
      expect(mergeChanges(store, shuffled, policyOf).size).toBe(0)
      expect(store).toEqual(reference)
    }
  })
})
