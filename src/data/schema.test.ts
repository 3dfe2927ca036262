import { Dexie } from 'dexie'
import { describe, expect, it } from 'vitest'
import { SalesPathDatabase } from './database'
import { latestSchemaVersion, schemaVersions } from './schema'

let counter = 0
const uniqueName = () => `schema-test-${String(++counter)}-${String(Date.now())}`

/** Opens a database exactly as an older app release declared it. */
function openAtVersion(name: string, upTo: number) {
  const db = new Dexie(name)
  for (const v of schemaVersions.filter((s) => s.version <= upTo)) {
    const declared = db.version(v.version).stores(v.stores)
    if (v.upgrade) declared.upgrade(v.upgrade)
  }
  return db
}

describe('schema upgrades', () => {
  it('keeps every row written by the previous version', async () => {
    const name = uniqueName()
    const old = openAtVersion(name, latestSchemaVersion - 1)
    await old.table('users').add({ id: 'u1', email: 'kim@example.com', name: 'Kim' })
    await old
      .table('ledger')
      .add({ userId: 'u1', amount: 50, kind: 'grant', key: 'grant:starting' })
    await old.table('answers').add({ ownerKey: 'u:u1', questionId: 'first_name', answer: 'Kim' })
    await old.table('unlocks').add({ userId: 'u1', roleId: 'sdr', stepId: 2, unlockedAt: 'x' })
    await old.table('chatMessages').add({ ownerKey: 'u:u1', channel: 'coaching', role: 'user' })
    old.close()

    const current = new SalesPathDatabase(name)
    await current.open()
    expect(current.verno).toBe(latestSchemaVersion)
    expect(await current.users.get('u1')).toMatchObject({ email: 'kim@example.com' })
    expect(await current.ledger.where('userId').equals('u1').count()).toBe(1)
    expect(await current.answers.where('ownerKey').equals('u:u1').count()).toBe(1)
    expect(await current.unlocks.get(['u1', 'sdr', 2])).toBeDefined()
    expect(await current.stepStates.count()).toBe(0)
    expect(await current.syncSetAside.count()).toBe(0)
    // The paging index covers messages written before it existed.
    expect(
      await current.chatMessages
        .where('[ownerKey+channel+id]')
        .above(['u:u1', 'coaching', 0])
        .count(),
    ).toBe(1)
    current.close()
  })

  it('enforces one ledger entry per idempotency key', async () => {
    const db = new SalesPathDatabase(uniqueName())
    const entry = {
      userId: 'u1',
      amount: -10,
      kind: 'unlock' as const,
      key: 'unlock:sdr:2',
      note: '',
      createdAt: '',
    }
    await db.ledger.add(entry)
    await expect(db.ledger.add(entry)).rejects.toThrow()
    expect(await db.ledger.count()).toBe(1)
    db.close()
  })
})
