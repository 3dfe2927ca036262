import type { DBCore, DBCoreMutateRequest, DBCoreTable, DBCoreTransaction, Middleware } from 'dexie'

/**
 * Each user's credit balance, stored beside the ledger so a screen reads one row instead of summing
 * thousands of entries. It is derived, never written by hand: this middleware adjusts it in the
 * same IndexedDB transaction as every ledger write (a repository's append, an import, a deletion,
 * a change pulled by sync), so the two commit together or not at all.
 */
export interface BalanceRow {
  userId: string
  /** Sum of the user's ledger amounts. */
  balance: number
  /** How many ledger rows the user has: the balance row goes when the last one does. */
  entries: number
}

export const LEDGER_TABLE = 'ledger'
export const BALANCES_TABLE = 'ledgerBalances'

interface LedgerLike {
  userId?: unknown
  amount?: unknown
}

/** Per user: what the write adds to the balance and to the row count. */
type Deltas = Map<string, { balance: number; entries: number }>

function addDelta(deltas: Deltas, row: LedgerLike | undefined, sign: 1 | -1) {
  if (!row || typeof row.userId !== 'string') return
  const amount = typeof row.amount === 'number' && Number.isFinite(row.amount) ? row.amount : 0
  const current = deltas.get(row.userId) ?? { balance: 0, entries: 0 }
  deltas.set(row.userId, {
    balance: current.balance + sign * amount,
    entries: current.entries + sign,
  })
}

/** The ledger rows a put replaces or a delete removes, read before the write runs. */
function rowsReplaced(table: DBCoreTable, req: DBCoreMutateRequest): Promise<LedgerLike[]> {
  if (req.type === 'deleteRange') {
    const query = { index: table.schema.primaryKey, range: req.range }
    return table
      .query({ trans: req.trans, values: true, query })
      .then((result) => result.result as LedgerLike[])
  }
  const extract = table.schema.primaryKey.extractKey
  const keys: unknown[] =
    req.type === 'delete'
      ? req.keys
      : req.type === 'put'
        ? (req.keys ?? req.values.map((v): unknown => extract?.(v)))
        : []
  // An auto-increment add (no key) replaces nothing.
  const known = keys.filter((key) => key !== undefined)
  if (known.length === 0) return Promise.resolve([])
  return table
    .getMany({ trans: req.trans, keys: known })
    .then((rows) => rows.filter((row): row is LedgerLike => row !== undefined))
}

function deltasOf(
  req: DBCoreMutateRequest,
  replaced: readonly LedgerLike[],
  failures: Record<number, Error>,
): Deltas {
  const deltas: Deltas = new Map()
  for (const row of replaced) addDelta(deltas, row, -1)
  if (req.type === 'add' || req.type === 'put') {
    req.values.forEach((value, index) => {
      // A row refused by the unique [userId+key] index in a bulk write was not stored.
      if (!(index in failures)) addDelta(deltas, value as LedgerLike, 1)
    })
  }
  return deltas
}

/** Reads the affected balance rows and writes them back adjusted (or deletes an emptied one). */
function applyDeltas(down: DBCore, trans: DBCoreTransaction, deltas: Deltas): Promise<void> {
  const balances = down.table(BALANCES_TABLE)
  const userIds = [...deltas.keys()]
  return balances.getMany({ trans, keys: userIds }).then((rows: (BalanceRow | undefined)[]) => {
    const keep: BalanceRow[] = []
    const drop: string[] = []
    userIds.forEach((userId, index) => {
      const delta = deltas.get(userId) ?? { balance: 0, entries: 0 }
      const before = rows[index] ?? { userId, balance: 0, entries: 0 }
      const after = {
        userId,
        balance: before.balance + delta.balance,
        entries: before.entries + delta.entries,
      }
      if (after.entries > 0) keep.push(after)
      else drop.push(userId)
    })
    const put =
      keep.length > 0
        ? balances.mutate({ type: 'put', trans, values: keep })
        : Promise.resolve(undefined)
    return put
      .then(() =>
        drop.length > 0 ? balances.mutate({ type: 'delete', trans, keys: drop }) : undefined,
      )
      .then(() => undefined)
  })
}

/**
 * Balance updates of one transaction run one after another: two ledger writes issued together
 * would otherwise both read the old balance and the second would overwrite the first.
 */
type Queues = WeakMap<object, Promise<void>>

function balancingTable(down: DBCore, table: DBCoreTable, queues: Queues): DBCoreTable {
  return {
    ...table,
    mutate(req) {
      return rowsReplaced(table, req).then((replaced) =>
        table.mutate(req).then((response) => {
          const deltas = deltasOf(req, replaced, response.failures)
          if (deltas.size === 0) return response
          const run = () => applyDeltas(down, req.trans, deltas)
          const queued = queues.get(req.trans)
          const done = queued ? queued.then(run) : run()
          queues.set(req.trans, done)
          return done.then(() => response)
        }),
      )
    },
  }
}

/**
 * Keeps `ledgerBalances` in step with `ledger`. Below the sync outbox (1.5), so the balance is
 * adjusted for changes pulled by sync too and is never itself queued for sync: every device derives
 * it from the same merged ledger.
 */
export function ledgerBalanceMiddleware(): Middleware<DBCore> {
  return {
    stack: 'dbcore',
    name: 'ledger-balance',
    level: 1.2,
    create: (down) => {
      const queues: Queues = new WeakMap()
      return {
        ...down,
        // A readwrite transaction over the ledger also covers the balances.
        transaction(stores, mode, options): DBCoreTransaction {
          const scope =
            mode === 'readwrite' &&
            stores.includes(LEDGER_TABLE) &&
            !stores.includes(BALANCES_TABLE)
              ? [...stores, BALANCES_TABLE]
              : stores
          return down.transaction(scope, mode, options)
        },
        table(name) {
          const table = down.table(name)
          return name === LEDGER_TABLE ? balancingTable(down, table, queues) : table
        },
      }
    },
  }
}
