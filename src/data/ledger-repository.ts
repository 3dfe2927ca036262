import type { SalesPathDatabase } from './database'
import type { LedgerRow, UnlockRow } from './records'

export interface LedgerDecision<T> {
  append?: Omit<LedgerRow, 'id' | 'userId'>
  unlock?: Omit<UnlockRow, 'userId'>
  result: T
}

export function createLedgerRepository(db: SalesPathDatabase) {
  return {
    entries: (userId: string) => db.ledger.where('userId').equals(userId).sortBy('id'),
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
