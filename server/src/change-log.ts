import type { Sql } from 'postgres'
import type { StoredSyncChange, SyncChange } from '@/contract/sync'
import { inTransaction } from './transaction'

interface ChangeRow {
  seq: string
  change_id: string
  hlc: string
  device_id: string
  table_name: string
  row_key: string
  op: 'put' | 'delete'
  value: unknown
}

/**
 * Appends changes to the account's log in one transaction: all or none, so a server killed
 * mid-push loses nothing the device still holds and a retry of the same ids adds each once.
 * The per-account lock makes one account's pushes commit in `seq` order, so a pull that has read
 * up to a seq never later finds a smaller one appearing behind it.
 */
export async function appendChanges(
  sql: Sql,
  accountId: string,
  changes: readonly SyncChange[],
): Promise<{ accepted: number; duplicates: number; cursor: string }> {
  return inTransaction(sql, async (tx) => {
    await tx`select pg_advisory_xact_lock(hashtextextended(${accountId}, 0))`
    const rows = changes.map((c) => ({
      account_id: accountId,
      change_id: c.id,
      hlc: c.hlc,
      device_id: c.deviceId,
      table_name: c.table,
      row_key: c.key,
      op: c.op,
      value: tx.json((c.value ?? null) as never),
    }))
    const inserted = await tx`insert into changes ${tx(rows)}
      on conflict (account_id, change_id) do nothing returning seq`
    const [head] = await tx<{ seq: string | null }[]>`
      select max(seq)::text as seq from changes where account_id = ${accountId}`
    return {
      accepted: inserted.length,
      duplicates: changes.length - inserted.length,
      cursor: head?.seq ?? '0',
    }
  })
}

/** The account's changes after `after`, oldest first, at most `limit`. */
export async function changesAfter(
  sql: Sql,
  accountId: string,
  after: string,
  limit: number,
): Promise<{ changes: StoredSyncChange[]; cursor: string; more: boolean }> {
  const rows = await sql<ChangeRow[]>`
    select seq::text as seq, change_id, hlc, device_id, table_name, row_key, op, value
    from changes where account_id = ${accountId} and seq > ${after}
    order by changes.seq limit ${limit + 1}`
  const page = rows.slice(0, limit)
  return {
    changes: page.map((r) => ({
      seq: r.seq,
      id: r.change_id,
      hlc: r.hlc,
      deviceId: r.device_id,
      table: r.table_name,
      key: r.row_key,
      op: r.op,
      value: r.value,
    })),
    cursor: page.at(-1)?.seq ?? after,
    more: rows.length > limit,
  }
}
