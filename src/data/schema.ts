import type { Transaction } from 'dexie'

/**
 * Every schema the app has shipped, oldest first. Never edit a shipped version: add a new one with an
 * upgrade function, and add a test that opens data written by the previous version (schema.test.ts).
 */
export interface SchemaVersion {
  version: number
  stores: Record<string, string | null>
  upgrade?: (tx: Transaction) => Promise<void>
}

const v1: SchemaVersion = {
  version: 1,
  stores: {
    users: 'id, &email',
    sessions: 'tokenHash, userId, expiresAt',
    answers: '++id, ownerKey, [ownerKey+questionId]',
    diagnostics: '++id, ownerKey, [ownerKey+createdAt]',
    matchSets: '[ownerKey+kind], ownerKey',
    ledger: '++id, userId, &[userId+key]',
    unlocks: '[userId+roleId+stepId], userId, [userId+roleId]',
    checklistTicks: '[userId+roleId+stepId+itemIndex], userId, [userId+roleId]',
    chatMessages: '++id, ownerKey, [ownerKey+channel]',
    memories: 'ownerKey',
    resumes: '++id, ownerKey',
    settings: 'key',
  },
}

/** v2 adds per-step status (in progress, completed, skipped), separate from checklist ticks. */
const v2: SchemaVersion = {
  version: 2,
  stores: {
    stepStates: '[userId+roleId+stepId], userId, [userId+roleId]',
  },
}

/**
 * v3 pages chat history by id inside one owner (and channel), so a 20,000-message account opens its
 * newest window without reading every message (issue 13). Indexes only: no upgrade function.
 */
const v3: SchemaVersion = {
  version: 3,
  stores: {
    chatMessages: '++id, ownerKey, [ownerKey+channel], [ownerKey+channel+id], [ownerKey+id]',
  },
}

/**
 * Opt-in sync (issue 16): the outbox of changes not yet pushed, in the order they were made, and
 * the clock stamp each synced row last took, so a pulled change can be compared with the local one.
 * New tables only: nothing to upgrade.
 */
const v4: SchemaVersion = {
  version: 4,
  stores: {
    outbox: '++seq, userId',
    syncVersions: '[userId+table+key], userId',
  },
}

/**
 * Changes set aside (the NUL issue): an outbox row the sync server refused moves here with the
 * reason, keeping its `seq`, so the rest of the outbox keeps syncing and Settings can offer Retry
 * (back to the outbox, in its old place) and Discard. A new table only: nothing to upgrade.
 */
const v5: SchemaVersion = {
  version: 5,
  stores: {
    syncSetAside: 'seq, userId',
  },
}

/**
 * Bounded credit reads (issue 33): each user's balance is stored (`ledgerBalances`, kept by the
 * ledger-balance middleware in the same transaction as every ledger write) and the credit history
 * pages by id inside one user. The upgrade sums the existing ledger once.
 */
const v6: SchemaVersion = {
  version: 6,
  stores: {
    ledger: '++id, userId, &[userId+key], [userId+id]',
    ledgerBalances: 'userId',
  },
  upgrade: async (tx) => {
    const totals = new Map<string, { userId: string; balance: number; entries: number }>()
    await tx.table('ledger').each((row: { userId: string; amount: number }) => {
      const total = totals.get(row.userId) ?? { userId: row.userId, balance: 0, entries: 0 }
      total.balance += row.amount
      total.entries += 1
      totals.set(row.userId, total)
    })
    await tx.table('ledgerBalances').bulkPut([...totals.values()])
  },
}

export const schemaVersions: readonly SchemaVersion[] = [v1, v2, v3, v4, v5, v6]
export const latestSchemaVersion = v6.version
