import { Dexie } from 'dexie'
import type { SalesPathDatabase } from './database'
import type { LedgerRow, UnlockRow } from './records'

export interface LedgerDecision<T> {
  append?: Omit<LedgerRow, 'id' | 'userId'>
  unlock?: Omit<UnlockRow, 'userId'>
  result: T
}

/** One page of a user's ledger, newest first, and the cursor of the next (older) page. */
export interface LedgerPage {
  entries: LedgerRow[]
  /** The id to pass as `before` for the next page; null on the last page. */
  nextBefore: number | null
}

export function createLedgerRepository(db: SalesPathDatabase) {
  return {
    entries: (userId: string) => db.ledger.where('userId').equals(userId).sortBy('id'),
    /** The stored balance (ledger-balance.ts): one row, however long the ledger is. */
    balance: async (userId: string) => (await db.ledgerBalances.get(userId))?.balance ?? 0,
    /**
     * Up to `limit` entries older than `before` (all when absent), newest first, through the
     * [userId+id] index: reads one page, never the whole ledger.
     */
    page: async (userId: string, limit: number, before?: number): Promise<LedgerPage> => {
      const upper = before ?? Dexie.maxKey
      const rows = await db.ledger
        .where('[userId+id]')
        .between([userId, Dexie.minKey], [userId, upper], true, false)
        .reverse()
        .limit(limit + 1)
        .toArray()
      const entries = rows.slice(0, limit)
      const last = entries.at(-1)
      return { entries, nextBefore: rows.length > limit && last?.id ? last.id : null }
    },
    /**
     * Only the entries whose key starts with `prefix` ('unlock:', 'earn:'), through the unique
     * [userId+key] index: a screen asking which steps are unlocked never reads thousands of
     * purchases to find out.
     */
    withKeyPrefix: (userId: string, prefix: 'unlock:' | 'earn:') =>
      db.ledger
        .where('[userId+key]')
        .between([userId, prefix], [userId, `${prefix}\uffff`], true, true)
        .sortBy('id'),
    /**
     * Reads the user's ledger and writes what `decide` returns in ONE readwrite transaction over the
     * ledger and unlocks. IndexedDB serialises overlapping readwrite transactions across connections,
     * so two tabs cannot both spend the same credits; the unique [userId+key] index is the backstop
     * against charging one step twice.
     */
    transact: <T>(userId: string, decide: (entries: LedgerRow[]) => LedgerDecision<T>) =>
      db.transaction('rw', db.ledger, db.unlocks, async () => {
        const entries = await db.ledger.where('userId').equals(userId).sortBy('id')
        const decision = decide(entries)
        if (decision.append) await db.ledger.add({ ...decision.append, userId })
        if (decision.unlock) await db.unlocks.put({ ...decision.unlock, userId })
        return decision.result
      }),
  }
}

export function createProgressRepository(db: SalesPathDatabase) {
  return {
    unlocks: (userId: string, roleId?: string) =>
      roleId
        ? db.unlocks.where('[userId+roleId]').equals([userId, roleId]).toArray()
        : db.unlocks.where('userId').equals(userId).toArray(),
    ticks: (userId: string, roleId?: string) =>
      roleId
        ? db.checklistTicks.where('[userId+roleId]').equals([userId, roleId]).toArray()
        : db.checklistTicks.where('userId').equals(userId).toArray(),
    setTick: (row: Parameters<SalesPathDatabase['checklistTicks']['put']>[0]) =>
      db.checklistTicks.put(row),
    stepStates: (userId: string, roleId?: string) =>
      roleId
        ? db.stepStates.where('[userId+roleId]').equals([userId, roleId]).toArray()
        : db.stepStates.where('userId').equals(userId).toArray(),
    setStepState: (row: Parameters<SalesPathDatabase['stepStates']['put']>[0]) =>
      db.stepStates.put(row),
    clearStepState: (userId: string, roleId: string, stepId: number) =>
      db.stepStates.delete([userId, roleId, stepId]),
  }
}
