import { Dexie } from 'dexie'
import { afterEach, describe, expect, it } from 'vitest'
import { createAccountRepository } from './account-repository'
import { SalesPathDatabase } from './database'
import { createLedgerRepository } from './ledger-repository'
import { schemaVersions } from './schema'
import { applyRemoteChanges } from './sync/apply-remote'
import { testLedgerEntry, testUser } from './test-rows'

const opened: Dexie[] = []
afterEach(() => {
  for (const db of opened.splice(0)) db.close()
})

let counter = 0
function database() {
  const db = new SalesPathDatabase(`ledger-balance-test-${String(++counter)}`)
  opened.push(db)
  return db
}

/** The balance the hard way, to compare with the stored one. */
async function summed(db: SalesPathDatabase, userId: string) {
  const rows = await db.ledger.where('userId').equals(userId).toArray()
  return rows.reduce((sum, row) => sum + row.amount, 0)
}

describe('the stored balance', () => {
  it('follows every append, bulk write and delete, per user', async () => {
    const db = database()
    const ledger = createLedgerRepository(db)
    expect(await ledger.balance('u1')).toBe(0)
    await db.ledger.add(testLedgerEntry('u1', 'grant:starting', 50))
    await db.ledger.bulkAdd([
      testLedgerEntry('u1', 'unlock:ae:2', -15),
      testLedgerEntry('u2', 'grant:starting', 50),
      ...Array.from({ length: 30 }, (_, i) => testLedgerEntry('u1', `purchase:p${String(i)}`, 10)),
    ])
    expect(await ledger.balance('u1')).toBe(335)
    expect(await ledger.balance('u2')).toBe(50)
    await db.ledger.where('[userId+key]').equals(['u1', 'unlock:ae:2']).delete()
    expect(await ledger.balance('u1')).toBe(350)
    await db.ledger.where('userId').equals('u1').delete()
    expect(await ledger.balance('u1')).toBe(0)
    // The last row gone, so is the balance row: a deleted account leaves nothing behind.
    expect(await db.ledgerBalances.get('u1')).toBeUndefined()
    expect(await db.ledgerBalances.get('u2')).toMatchObject({ balance: 50, entries: 1 })
  })

  it('counts only the rows a bulk write stored when the unique key refuses some', async () => {
    const db = database()
    await db.ledger.add(testLedgerEntry('u1', 'grant:starting', 50))
    await db.ledger
      .bulkAdd([testLedgerEntry('u1', 'grant:starting', 50), testLedgerEntry('u1', 'earn:x', 5)])
      .catch(() => undefined)
    expect(await createLedgerRepository(db).balance('u1')).toBe(await summed(db, 'u1'))
  })

  it('stays right when two writes run at once in one transaction', async () => {
    const db = database()
    await db.transaction('rw', db.ledger, () =>
      Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          db.ledger.add(testLedgerEntry('u1', `earn:a${String(i)}`, i + 1)),
        ),
      ),
    )
    expect(await createLedgerRepository(db).balance('u1')).toBe(210)
  })

  it('rolls back with the ledger write when the transaction fails', async () => {
    const db = database()
    await db.ledger.add(testLedgerEntry('u1', 'grant:starting', 50))
    await expect(
      db.transaction('rw', db.ledger, async () => {
        await db.ledger.add(testLedgerEntry('u1', 'purchase:a', 100))
        throw new Error('disk full')
      }),
    ).rejects.toThrow('disk full')
    expect(await createLedgerRepository(db).balance('u1')).toBe(50)
  })

  it('follows changes pulled by sync, each entry counted once', async () => {
    const db = database()
    await db.ledger.add(testLedgerEntry('u1', 'grant:starting', 50))
    const change = (key: string, amount: number, hlc: string) => ({
      table: 'ledger',
      key,
      op: 'put' as const,
      hlc,
      value: { amount, kind: 'purchase', key, note: '', createdAt: '2026-01-05T09:00:00.000Z' },
    })
    const pulled = [
      change('purchase:other-device', 30, '000000000000001:000000:dev2'),
      change('grant:starting', 50, '000000000000002:000000:dev2'),
    ]
    await applyRemoteChanges(db, 'u1', pulled)
    await applyRemoteChanges(db, 'u1', pulled)
    expect(await createLedgerRepository(db).balance('u1')).toBe(80)
    expect(await summed(db, 'u1')).toBe(80)
  })

  it('is rebuilt from the rows when an account is imported over old data', async () => {
    const db = database()
    await db.users.add(testUser('u1'))
    await db.ledger.bulkAdd([
      testLedgerEntry('u1', 'grant:starting', 50),
      testLedgerEntry('u1', 'purchase:a', 10),
    ])
    const accounts = createAccountRepository(db)
    const snapshot = await accounts.exportUserData('u1')
    if (!snapshot) throw new Error('no snapshot')
    snapshot.ledger.push({ ...testLedgerEntry('u1', 'purchase:b', 25) })
    await accounts.replaceUserData('u1', snapshot)
    expect(await createLedgerRepository(db).balance('u1')).toBe(85)
    await accounts.deleteUserData('u1')
    expect(await db.ledgerBalances.count()).toBe(0)
  })
})

describe('the upgrade to stored balances', () => {
  it('sums the ledger written by the previous version once', async () => {
    const name = `ledger-balance-upgrade-${String(++counter)}`
    const old = new Dexie(name)
    for (const v of schemaVersions.filter((s) => s.version <= 5))
      old.version(v.version).stores(v.stores)
    await old
      .table('ledger')
      .bulkAdd([
        testLedgerEntry('u1', 'grant:starting', 50),
        testLedgerEntry('u1', 'unlock:ae:2', -15),
        testLedgerEntry('u2', 'grant:starting', 50),
      ])
    old.close()
    const db = new SalesPathDatabase(name)
    opened.push(db)
    const ledger = createLedgerRepository(db)
    expect(await ledger.balance('u1')).toBe(35)
    expect(await ledger.balance('u2')).toBe(50)
    await db.ledger.add(testLedgerEntry('u1', 'earn:invite_friend', 5))
    expect(await ledger.balance('u1')).toBe(40)
  })
})

describe('ledger pages', () => {
  it('pages one user’s entries newest first by cursor, whatever else the ledger holds', async () => {
    const db = database()
    await db.ledger.bulkAdd(
      Array.from({ length: 5 }, (_, i) => testLedgerEntry('u1', `purchase:p${String(i)}`, i)),
    )
    await db.ledger.add(testLedgerEntry('u2', 'grant:starting', 50))
    const ledger = createLedgerRepository(db)
    const first = await ledger.page('u1', 2)
    expect(first.entries.map((e) => e.key)).toEqual(['purchase:p4', 'purchase:p3'])
    const second = await ledger.page('u1', 2, first.nextBefore ?? undefined)
    expect(second.entries.map((e) => e.key)).toEqual(['purchase:p2', 'purchase:p1'])
    const last = await ledger.page('u1', 2, second.nextBefore ?? undefined)
    expect(last.entries.map((e) => e.key)).toEqual(['purchase:p0'])
    expect(last.nextBefore).toBeNull()
    expect((await ledger.page('u2', 2)).entries).toHaveLength(1)
  })
})
