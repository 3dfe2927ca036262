import { formatHlc, tickHlc } from '@/domain/sync'
import type { SalesPathDatabase } from '../database'
import type { OutboxRow } from './outbox-middleware'
import type { SyncLink } from './recorder-load'
import {
  ownerKeyOf,
  partsOf,
  SYNC_LINK_SETTING,
  syncTables,
  type Row,
  type SyncTableSpec,
} from './sync-tables'

// Kept apart so database.ts can load the recorder without importing this file (a cycle).
export { loadSyncRecorder, type SyncLink } from './recorder-load'
export type { SetAsideRow } from './outbox-middleware'

export const linkKey = (userId: string) => `${ownerKeyOf(userId)}:${SYNC_LINK_SETTING}`

export async function getSyncLink(db: SalesPathDatabase, userId: string) {
  return (await db.settings.get(linkKey(userId)))?.value as SyncLink | undefined
}

export async function saveSyncLink(db: SalesPathDatabase, userId: string, link: SyncLink) {
  await db.settings.put({
    key: linkKey(userId),
    value: { ...link, clock: formatHlc(db.recorder.clock) },
  })
}

/** The user's synced rows as they are now, for the first push after turning sync on. */
async function snapshotRows(db: SalesPathDatabase, userId: string) {
  const owner = ownerKeyOf(userId)
  const rows: { spec: SyncTableSpec; row: Row }[] = []
  for (const spec of syncTables) {
    const table = db.table<Row>(spec.table)
    const found =
      spec.ownedBy === 'id'
        ? await table.where('id').equals(userId).toArray()
        : spec.ownedBy === 'settingKey'
          ? await table.where('key').startsWith(`${owner}:`).toArray()
          : await table
              .where(spec.ownedBy)
              .equals(spec.ownedBy === 'userId' ? userId : owner)
              .toArray()
    rows.push(...found.map((row) => ({ spec, row })))
  }
  return rows
}

/**
 * Turns sync on for a user on this device: records their writes from now on and queues everything
 * they already have, so the first push uploads it. One transaction: a crash leaves sync off.
 */
export async function linkUser(db: SalesPathDatabase, userId: string, link: SyncLink) {
  const recorder = db.recorder
  await db.transaction('rw', [db.settings, db.outbox, db.syncVersions], async () => {
    await saveSyncLink(db, userId, link)
  })
  recorder.linked.add(userId)
  const rows = await snapshotRows(db, userId)
  await db.transaction('rw', db.outbox, db.syncVersions, async () => {
    const queued: OutboxRow[] = []
    for (const { spec, row } of rows) {
      for (const { key, value } of partsOf(spec, row)) {
        recorder.clock = tickHlc(recorder.clock, recorder.now())
        const hlc = formatHlc(recorder.clock)
        queued.push({ id: recorder.newId(), userId, hlc, table: spec.table, key, op: 'put', value })
      }
    }
    await db.outbox.bulkAdd(queued)
    await db.syncVersions.bulkPut(
      queued.map(({ table, key, hlc }) => ({ userId, table, key, hlc })),
    )
  })
}

/** Turns sync off on this device: nothing more is recorded and the unsent queue is dropped. */
export async function unlinkUser(db: SalesPathDatabase, userId: string) {
  db.recorder.linked.delete(userId)
  await db.transaction(
    'rw',
    [db.settings, db.outbox, db.syncVersions, db.syncSetAside],
    async () => {
      await db.settings.delete(linkKey(userId))
      await db.outbox.where('userId').equals(userId).delete()
      await db.syncVersions.where('userId').equals(userId).delete()
      await db.syncSetAside.where('userId').equals(userId).delete()
    },
  )
}

export function pendingChanges(db: SalesPathDatabase, userId: string) {
  return db.outbox.where('userId').equals(userId).count()
}

/** The oldest `limit` unsent changes of a user, in the order they were made. */
export async function nextOutboxBatch(db: SalesPathDatabase, userId: string, limit: number) {
  return db.outbox.where('userId').equals(userId).limit(limit).sortBy('seq')
}

export async function dropSent(db: SalesPathDatabase, seqs: readonly number[]) {
  await db.outbox.bulkDelete([...seqs])
}

/**
 * Moves refused outbox rows aside with the reason, in one transaction: they leave the queue (the
 * rest keeps syncing) and wait for Retry or Discard in Settings.
 */
export async function setAside(
  db: SalesPathDatabase,
  rows: readonly OutboxRow[],
  reason: string,
  at: string,
) {
  const kept = rows.flatMap((row) =>
    row.seq === undefined ? [] : [{ ...row, seq: row.seq, reason, setAsideAt: at }],
  )
  await db.transaction('rw', db.outbox, db.syncSetAside, async () => {
    await db.syncSetAside.bulkPut(kept)
    await db.outbox.bulkDelete(kept.map((row) => row.seq))
  })
}

/** A user's set-aside changes, oldest first, at most `limit`, and how many there are. */
export async function setAsideChanges(db: SalesPathDatabase, userId: string, limit: number) {
  const all = db.syncSetAside.where('userId').equals(userId)
  const rows = await all.clone().sortBy('seq')
  return { rows: rows.slice(0, limit), total: rows.length }
}

/** One set-aside change of the user (by seq), or all of them. */
async function chosen(db: SalesPathDatabase, userId: string, which: number | 'all') {
  if (which === 'all') return db.syncSetAside.where('userId').equals(userId).toArray()
  const row = await db.syncSetAside.get(which)
  return row?.userId === userId ? [row] : []
}

/** Retry: the changes go back to the outbox in their old place (same seq), to be sent next. */
export async function restoreSetAside(
  db: SalesPathDatabase,
  userId: string,
  which: number | 'all',
): Promise<number> {
  return db.transaction('rw', db.outbox, db.syncSetAside, async () => {
    const rows = await chosen(db, userId, which)
    await db.outbox.bulkPut(rows.map(({ reason: _r, setAsideAt: _a, ...row }) => row))
    await db.syncSetAside.bulkDelete(rows.map((row) => row.seq))
    return rows.length
  })
}

/** Discard: the changes stay on this device only; other devices never receive them. */
export async function discardSetAside(
  db: SalesPathDatabase,
  userId: string,
  which: number | 'all',
): Promise<number> {
  return db.transaction('rw', db.syncSetAside, async () => {
    const rows = await chosen(db, userId, which)
    await db.syncSetAside.bulkDelete(rows.map((row) => row.seq))
    return rows.length
  })
}
