import { afterEach, describe, expect, it } from 'vitest'
import { SalesPathDatabase } from './database'
import { accountTables, createAccountRepository, userSettingKey } from './account-repository'
import type { UserRow } from './records'

let counter = 0
const open: SalesPathDatabase[] = []

function freshDb() {
  counter += 1
  const db = new SalesPathDatabase(`account-repo-test-${String(counter)}-${String(Date.now())}`)
  open.push(db)
  return db
}

afterEach(async () => {
  for (const db of open.splice(0)) await db.delete()
})

const at = '2026-02-01T09:00:00.000Z'

function user(id: string, email: string): UserRow {
  return {
    id,
    email,
    name: id.toUpperCase(),
    passwordHash: 'h',
    passwordSalt: 's',
    passwordIterations: 1,
    userIntent: 'grow_as_sdr',
    onboardingCompleted: true,
    createdAt: at,
    lastActiveAt: at,
    learningStreak: 3,
  }
}

async function seed(db: SalesPathDatabase, id: string, email: string) {
  await db.users.add(user(id, email))
  await db.ledger.bulkAdd([
    {
      userId: id,
      amount: 50,
      kind: 'grant',
      key: 'grant:starting',
      note: 'Welcome',
      createdAt: at,
    },
    { userId: id, amount: -10, kind: 'unlock', key: 'unlock:sdr:2', note: 'Step 2', createdAt: at },
  ])
  await db.unlocks.put({ userId: id, roleId: 'sdr', stepId: 2, unlockedAt: at })
  await db.chatMessages.add({
    ownerKey: `u:${id}`,
    channel: 'widget',
    role: 'user',
    content: `hello from ${id}`,
    createdAt: at,
  })
  await db.settings.put({ key: userSettingKey(id, 'theme'), value: { dark: true } })
}

describe('account repository', () => {
  it('covers every table of the schema, so a new table cannot be left out of export or delete', () => {
    const names = freshDb().tables.map((table) => table.name)
    expect([...accountTables].sort()).toEqual([...names].sort())
  })

  it('writes an export back under another account id, keeping that account email', async () => {
    const db = freshDb()
    const repo = createAccountRepository(db)
    await seed(db, 'ann', 'ann@example.com')
    await db.users.add({ ...user('bob', 'bob@example.com'), name: 'Bob', learningStreak: 1 })
    const snapshot = await repo.exportUserData('ann')
    expect(snapshot).not.toBeNull()
    await repo.replaceUserData('bob', snapshot!)
    const copied = await repo.exportUserData('bob')
    expect(copied).toEqual({
      ...snapshot,
      profile: { ...snapshot!.profile, email: 'bob@example.com' },
    })
    expect((await db.users.get('bob'))?.passwordHash).toBe('h')
  })

  it('rolls the whole import back when one write fails: nothing is half-overwritten', async () => {
    const db = freshDb()
    const repo = createAccountRepository(db)
    await seed(db, 'ann', 'ann@example.com')
    const before = await repo.exportUserData('ann')
    const bad = structuredClone(before!)
    bad.chatMessages = [{ ...bad.chatMessages[0]!, content: 'replaced' }]
    // A repeated idempotency key breaks the unique ledger index after earlier tables were written.
    bad.ledger.push({ ...bad.ledger[0]! })
    await expect(repo.replaceUserData('ann', bad)).rejects.toThrow()
    expect(await repo.exportUserData('ann')).toEqual(before)
  })

  it("deletes one account's rows, sessions and settings and nobody else's", async () => {
    const db = freshDb()
    const repo = createAccountRepository(db)
    await seed(db, 'ann', 'ann@example.com')
    await seed(db, 'bob', 'bob@example.com')
    await db.sessions.add({ tokenHash: 'x', userId: 'ann', createdAt: at, expiresAt: at })
    const bobBefore = await repo.exportUserData('bob')
    await repo.deleteUserData('ann')
    expect(await repo.exportUserData('ann')).toBeNull()
    expect(await db.sessions.count()).toBe(0)
    expect(await db.ledger.where('userId').equals('ann').count()).toBe(0)
    expect(await db.settings.get(userSettingKey('ann', 'theme'))).toBeUndefined()
    expect(await repo.exportUserData('bob')).toEqual(bobBefore)
  })
})
