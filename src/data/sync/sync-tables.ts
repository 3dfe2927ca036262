import type { MergePolicy } from '@/domain/sync'
import type { OwnerKey } from '../records'

/**
 * Which tables sync and how a row maps to a change. Keys are relative to the account (no local
 * ids, no user id): two devices have different local user ids and auto-increment ids, so a row
 * is named by what it is ("the answer to question 3", "the unlock of AE step 4", "the ledger
 * entry earn:resume"). Sessions and guests' rows never sync; password hashes stay on the device.
 */
export interface SyncTableSpec {
  /** Dexie table. */
  table: string
  policy: MergePolicy
  /** How a user's rows are found: by `userId`, by `ownerKey`, the user row itself, or setting keys. */
  ownedBy: 'userId' | 'ownerKey' | 'id' | 'settingKey'
  /** The local user a row belongs to, or undefined when it is not a signed-in user's row. */
  ownerOf: (row: Row) => string | undefined
  keyOf: (row: Row) => string
  /** The row as sent: without local ids and owner. */
  valueOf: (row: Row) => Record<string, unknown>
  /**
   * A row that syncs field by field (the coach's memory): one change per field, keyed
   * `<key>.<field>`, so two devices that changed different fields both keep their change.
   */
  fieldsOf?: (row: Row) => Record<string, unknown>
}

/** The changes one row makes: one, or one per field for a row that syncs field by field. */
export function partsOf(spec: SyncTableSpec, row: Row): { key: string; value: unknown }[] {
  const key = spec.keyOf(row)
  if (key === '') return []
  if (!spec.fieldsOf) return [{ key, value: spec.valueOf(row) }]
  return Object.entries(spec.fieldsOf(row)).map(([field, value]) => ({
    key: `${key}.${field}`,
    value,
  }))
}

export type Row = Record<string, unknown>

const userOfOwnerKey = (row: Row): string | undefined => {
  const owner = row.ownerKey
  return typeof owner === 'string' && owner.startsWith('u:') ? owner.slice(2) : undefined
}
const userOfUserId = (row: Row): string | undefined =>
  typeof row.userId === 'string' ? row.userId : undefined

function without(row: Row, ...keys: string[]): Record<string, unknown> {
  const copy = { ...row }
  for (const key of keys) Reflect.deleteProperty(copy, key)
  return copy
}

const fields = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? { ...(value as Record<string, unknown>) } : {}

const text = (value: unknown): string =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : ''

const ownerIn = { ownerKey: userOfOwnerKey, userId: userOfUserId } as const

/**
 * A table whose rows name their owner in `field` (`ownerKey` 'u:<id>', or `userId`): a change is
 * sent without the owner and without the local auto-increment `id` (absent on the other tables).
 */
function ownedBy(
  field: keyof typeof ownerIn,
  spec: Pick<SyncTableSpec, 'table' | 'policy' | 'keyOf' | 'fieldsOf'>,
): SyncTableSpec {
  return {
    ...spec,
    ownedBy: field,
    ownerOf: ownerIn[field],
    valueOf: (row) => without(row, 'id', field),
  }
}

/** The setting rows of a user are keyed `u:<userId>:<name>`. */
const settingPattern = /^u:([^:]+):(.+)$/
/** This device's sync state (`sync.link`) is a setting of the user that never syncs itself. */
export const SYNC_LINK_SETTING = 'sync.link'
const settingName = (row: Row): string => {
  const name = settingPattern.exec(text(row.key))?.[2] ?? ''
  return name.startsWith('sync.') ? '' : name
}

export const syncTables: readonly SyncTableSpec[] = [
  {
    table: 'users',
    ownedBy: 'id',
    policy: 'last-writer-wins',
    ownerOf: (row) => text(row.id) || undefined,
    keyOf: () => 'profile',
    valueOf: (row) =>
      without(row, 'id', 'email', 'passwordHash', 'passwordSalt', 'passwordIterations'),
  },
  ownedBy('ownerKey', {
    table: 'answers',
    policy: 'last-writer-wins',
    keyOf: (row) => text(row.questionId),
  }),
  ownedBy('ownerKey', {
    table: 'diagnostics',
    policy: 'append-only',
    keyOf: (row) => text(row.createdAt),
  }),
  ownedBy('ownerKey', {
    table: 'matchSets',
    policy: 'last-writer-wins',
    keyOf: (row) => text(row.kind),
  }),
  ownedBy('userId', {
    table: 'ledger',
    policy: 'append-only',
    keyOf: (row) => text(row.key),
  }),
  ownedBy('userId', {
    table: 'unlocks',
    policy: 'last-writer-wins',
    keyOf: (row) => `${text(row.roleId)}:${text(row.stepId)}`,
  }),
  ownedBy('userId', {
    table: 'checklistTicks',
    policy: 'last-writer-wins',
    keyOf: (row) => `${text(row.roleId)}:${text(row.stepId)}:${text(row.itemIndex)}`,
  }),
  ownedBy('userId', {
    table: 'stepStates',
    policy: 'last-writer-wins',
    keyOf: (row) => `${text(row.roleId)}:${text(row.stepId)}`,
  }),
  ownedBy('ownerKey', {
    table: 'chatMessages',
    policy: 'append-only',
    keyOf: (row) => `${text(row.channel)}:${text(row.createdAt)}:${text(row.role)}`,
  }),
  ownedBy('ownerKey', {
    table: 'memories',
    policy: 'last-writer-wins',
    keyOf: () => 'memory',
    fieldsOf: (row) => ({ ...fields(row.memory), updatedAt: row.updatedAt }),
  }),
  ownedBy('ownerKey', {
    table: 'resumes',
    policy: 'append-only',
    keyOf: (row) => text(row.createdAt),
  }),
  {
    table: 'settings',
    ownedBy: 'settingKey',
    policy: 'last-writer-wins',
    ownerOf: (row) => settingPattern.exec(text(row.key))?.[1],
    keyOf: settingName,
    valueOf: (row) => ({ value: row.value }),
  },
]

export const syncTableByName = new Map(syncTables.map((spec) => [spec.table, spec]))

export function policyOf(table: string): MergePolicy {
  return syncTableByName.get(table)?.policy ?? 'last-writer-wins'
}

export const ownerKeyOf = (userId: string): OwnerKey => `u:${userId}`
