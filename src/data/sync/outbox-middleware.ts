import type { DBCore, DBCoreMutateRequest, DBCoreTable, DBCoreTransaction, Middleware } from 'dexie'
import { formatHlc, tickHlc, type Hlc } from '@/domain/sync'
import { partsOf, syncTableByName, type Row, type SyncTableSpec } from './sync-tables'

/**
 * Every write to a synced table by a user who turned sync on also writes an outbox row, in the same
 * IndexedDB transaction: the change and its record commit together or not at all, whatever
 * repository, bulk import or `modify()` made it. Rows written while applying pulled changes are
 * not recorded (they came from the server).
 */
export interface OutboxRow {
  seq?: number
  /** Unique: a retried push is recognised by the server. */
  id: string
  userId: string
  hlc: string
  table: string
  key: string
  op: 'put' | 'delete'
  value: unknown
}

/** An outbox row the sync server (or this device's own check) refused, with the reason. */
export interface SetAsideRow extends OutboxRow {
  seq: number
  reason: string
  setAsideAt: string
}

export interface SyncRecorder {
  /** Users whose writes are recorded (sync turned on for them on this device). */
  linked: Set<string>
  deviceId: string
  clock: Hlc
  now: () => number
  newId: () => string
  /** Transactions that apply pulled changes: never recorded again. */
  applying: WeakSet<object>
}

export const OUTBOX_TABLE = 'outbox'
export const VERSIONS_TABLE = 'syncVersions'

/** The clock stamp a synced row last took, here or from a pull. */
export interface SyncVersionRow {
  userId: string
  table: string
  key: string
  hlc: string
}

/**
 * The rows a delete removes, read before it runs. Chained on Dexie's own promises, never `await`:
 * the layers below find their transaction through Dexie's zone, which an `await` would leave.
 */
function rowsBefore(table: DBCoreTable, req: DBCoreMutateRequest): Promise<Row[]> | undefined {
  if (req.type === 'delete') {
    return table
      .getMany({ trans: req.trans, keys: req.keys })
      .then((rows: (Row | undefined)[]) => rows.filter((row): row is Row => row !== undefined))
  }
  if (req.type === 'deleteRange') {
    return table
      .query({
        trans: req.trans,
        values: true,
        query: { index: table.schema.primaryKey, range: req.range },
      })
      .then((result) => result.result as Row[])
  }
  return undefined
}

/**
 * For a row that syncs field by field, the rows a put replaces: only the fields that changed are
 * sent, or an unchanged field would carry a newer stamp than another device's real change.
 */
function previousRows(
  table: DBCoreTable,
  spec: SyncTableSpec,
  req: DBCoreMutateRequest,
): Promise<(Row | undefined)[]> | undefined {
  if (!spec.fieldsOf || (req.type !== 'put' && req.type !== 'add')) return undefined
  const extract = table.schema.primaryKey.extractKey
  const keys = req.keys ?? (extract ? req.values.map((value) => extract(value) as unknown) : [])
  return table.getMany({ trans: req.trans, keys })
}

function unchanged(spec: SyncTableSpec, before: Row | undefined): (part: Part) => boolean {
  if (!before) return () => false
  const old = new Map(partsOf(spec, before).map((p) => [p.key, JSON.stringify(p.value)]))
  return (part) => old.get(part.key) === JSON.stringify(part.value)
}

interface Part {
  key: string
  value: unknown
}

function changesOf(
  recorder: SyncRecorder,
  spec: SyncTableSpec,
  rows: readonly Row[],
  op: 'put' | 'delete',
  previous: readonly (Row | undefined)[] = [],
): OutboxRow[] {
  return rows.flatMap((row, index) => {
    const userId = spec.ownerOf(row)
    if (userId === undefined || !recorder.linked.has(userId)) return []
    // A deleted row goes as one tombstone under its own key; a written one as its parts.
    const parts = op === 'put' ? partsOf(spec, row) : [{ key: spec.keyOf(row), value: null }]
    const same = unchanged(spec, previous[index])
    return parts
      .filter((part) => part.key !== '' && !same(part))
      .map((part) => {
        recorder.clock = tickHlc(recorder.clock, recorder.now())
        return {
          id: recorder.newId(),
          userId,
          hlc: formatHlc(recorder.clock),
          table: spec.table,
          key: part.key,
          op,
          value: part.value,
        }
      })
  })
}

function recordingTable(
  down: DBCore,
  table: DBCoreTable,
  spec: SyncTableSpec,
  recorder: SyncRecorder,
): DBCoreTable {
  return {
    ...table,
    mutate(req) {
      const skip = recorder.linked.size === 0 || recorder.applying.has(req.trans)
      if (skip) return table.mutate(req)
      const record = (deleted: readonly Row[], previous: readonly (Row | undefined)[]) =>
        table.mutate(req).then((response) => {
          const written = req.type === 'add' || req.type === 'put' ? (req.values as Row[]) : []
          const changes = [
            ...changesOf(recorder, spec, written, 'put', previous),
            ...changesOf(recorder, spec, deleted, 'delete'),
          ]
          if (changes.length === 0) return response
          const versions: SyncVersionRow[] = changes.map(({ userId, table: t, key, hlc }) => ({
            userId,
            table: t,
            key,
            hlc,
          }))
          return down
            .table(OUTBOX_TABLE)
            .mutate({ type: 'add', trans: req.trans, values: changes })
            .then(() =>
              down
                .table(VERSIONS_TABLE)
                .mutate({ type: 'put', trans: req.trans, values: versions }),
            )
            .then(() => response)
        })
      const deleting = rowsBefore(table, req)
      if (deleting) return deleting.then((deleted) => record(deleted, []))
      const replacing = previousRows(table, spec, req)
      if (replacing) return replacing.then((previous) => record([], previous))
      return record([], [])
    },
  }
}

export function outboxMiddleware(recorder: SyncRecorder): Middleware<DBCore> {
  return {
    stack: 'dbcore',
    name: 'sync-outbox',
    // Below Dexie's hooks (level 2), which need the zone an `await` here would lose; above the
    // observability layer (0), so outbox writes still reach other tabs' change events.
    level: 1.5,
    create: (down) => ({
      ...down,
      // A readwrite transaction over a synced table also covers the outbox.
      transaction(stores, mode, options): DBCoreTransaction {
        const synced = stores.some((store) => syncTableByName.has(store))
        const scope =
          mode === 'readwrite' && synced
            ? [...new Set([...stores, OUTBOX_TABLE, VERSIONS_TABLE])]
            : stores
        return down.transaction(scope, mode, options)
      },
      table(name) {
        const table = down.table(name)
        const spec = syncTableByName.get(name)
        return spec ? recordingTable(down, table, spec, recorder) : table
      },
    }),
  }
}
