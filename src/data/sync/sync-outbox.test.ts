import { afterEach, describe, expect, it } from 'vitest'
import { emptyMemory } from '@/domain/coaching'
import { ledgerStanding } from '@/domain/sync'
import { SalesPathDatabase } from '../database'
import { testLedgerEntry, testUser } from '../test-rows'
import { createLedgerRepository, createProgressRepository } from '../ledger-repository'
import { createAnswersRepository, createChatRepository, claimGuestData } from '../repositories'
import { applyRemoteChanges, type RemoteChange } from './apply-remote'
import { dropSent, linkUser, nextOutboxBatch, pendingChanges, unlinkUser } from './sync-repository'

const opened: SalesPathDatabase[] = []
afterEach(() => {
  for (const db of opened.splice(0)) db.close()
})

let counter = 0
/** A device: its own IndexedDB, its own local user id, a fixed clock. */
async function device(userId: string) {
  const db = new SalesPathDatabase(`sync-test-${String(++counter)}`)
  opened.push(db)
  let now = 1_764_000_000_000
  db.recorder.now = () => (now += 1000)
  await db.open()
  await db.users.add(testUser(userId))
  return db
}

const link = {
  serverUrl: 'http://sync.test',
  email: 'sam@example.com',
  token: 't',
  cursor: '0',
  lastSyncAt: null,
  lastError: null,
  clock: null,
}

/** A server's log in miniature: devices push their outbox and pull everyone's changes. */
function fakeServer() {
  const log: RemoteChange[] = []
  const seen = new Set<string>()
  const push = async (db: SalesPathDatabase, userId: string) => {
    for (;;) {
      const batch = await nextOutboxBatch(db, userId, 50)
      if (batch.length === 0) return
      for (const row of batch) {
        if (seen.has(row.id)) continue
        seen.add(row.id)
        log.push({ table: row.table, key: row.key, op: row.op, value: row.value, hlc: row.hlc })
      }
      await dropSent(
        db,
        batch.map((row) => row.seq ?? -1),
      )
    }
  }
  const pull = (db: SalesPathDatabase, userId: string) => applyRemoteChanges(db, userId, log)
  /** Every device pushes, then every device pulls: each sees all the others' changes. */
  const round = async (...devices: readonly (readonly [SalesPathDatabase, string])[]) => {
    for (const [db, userId] of devices) await push(db, userId)
    for (const [db, userId] of devices) await pull(db, userId)
  }
  return { push, pull, round }
}

describe('the sync outbox', () => {
  it('records nothing for a user who has not turned sync on', async () => {
    const db = await device('u1')
    await db.ledger.add(testLedgerEntry('u1', 'grant:starting', 50))
    expect(await db.outbox.count()).toBe(0)
  })

  it('queues everything a user has when sync is turned on, then each later write in the same transaction', async () => {
    const db = await device('u1')
    await db.ledger.add(testLedgerEntry('u1', 'grant:starting', 50))
    await createAnswersRepository(db).replaceAll('u:u1', [
      { questionId: 'first_name', answer: 'Sam', createdAt: '2026-01-05T09:00:00.000Z' },
    ])
    await linkUser(db, 'u1', link)
    const snapshot = await nextOutboxBatch(db, 'u1', 100)
    expect(snapshot.map((c) => `${c.table}/${c.key}`).sort()).toEqual(
      ['answers/first_name', 'ledger/grant:starting', 'users/profile'].sort(),
    )
    expect(JSON.stringify(snapshot)).not.toContain('passwordHash')

    const progress = createProgressRepository(db)
    await progress.setTick({
      userId: 'u1',
      roleId: 'ae',
      stepId: 2,
      itemIndex: 0,
      done: true,
      updatedAt: 'x',
    })
    await progress.clearStepState('u1', 'ae', 2)
    await db.checklistTicks.delete(['u1', 'ae', 2, 0])
    const later = (await nextOutboxBatch(db, 'u1', 100)).slice(snapshot.length)
    expect(later.map((c) => `${c.op} ${c.table}/${c.key}`)).toEqual([
      'put checklistTicks/ae:2:0',
      'delete checklistTicks/ae:2:0',
    ])
    expect([...later.map((c) => c.hlc)].sort()).toEqual(later.map((c) => c.hlc))
  })

  it('records a guest’s data once it is claimed by the user, and never a guest’s own writes', async () => {
    const db = await device('u1')
    await linkUser(db, 'u1', link)
    const before = await pendingChanges(db, 'u1')
    await createChatRepository(db).add([
      { ownerKey: 'g:guest-1', channel: 'coaching', role: 'user', content: 'hi', createdAt: 'a' },
    ])
    expect(await pendingChanges(db, 'u1')).toBe(before)
    await claimGuestData(db, 'guest-1', 'u1')
    const claimed = (await nextOutboxBatch(db, 'u1', 100)).slice(before)
    expect(claimed.map((c) => `${c.table}/${c.key}`)).toEqual(['chatMessages/coaching:a:user'])
  })

  it('drops the queue and stops recording when sync is turned off', async () => {
    const db = await device('u1')
    await linkUser(db, 'u1', link)
    await unlinkUser(db, 'u1')
    await db.ledger.add(testLedgerEntry('u1', 'earn:resume', 10))
    expect(await db.outbox.count()).toBe(0)
    expect(await db.syncVersions.count()).toBe(0)
  })
})

describe('two devices through the change log', () => {
  it('end with the same rows and balance, and applying pulled changes queues nothing', async () => {
    const server = fakeServer()
    const phone = await device('phone-user')
    const laptop = await device('laptop-user')
    await phone.ledger.add(testLedgerEntry('phone-user', 'grant:starting', 50))
    await linkUser(phone, 'phone-user', link)
    await linkUser(laptop, 'laptop-user', link)
    await createChatRepository(phone).add([
      {
        ownerKey: 'u:phone-user',
        channel: 'coaching',
        role: 'user',
        content: 'PIP help',
        createdAt: 'c1',
      },
    ])
    await createProgressRepository(laptop).setTick({
      userId: 'laptop-user',
      roleId: 'ae',
      stepId: 1,
      itemIndex: 2,
      done: true,
      updatedAt: 'x',
    })
    await server.round([phone, 'phone-user'], [laptop, 'laptop-user'])
    // Pulling twice changes nothing: every change is applied once.
    expect(await server.pull(laptop, 'laptop-user')).toBe(0)

    expect(await laptop.ledger.where('userId').equals('laptop-user').count()).toBe(1)
    expect(await laptop.chatMessages.where('ownerKey').equals('u:laptop-user').count()).toBe(1)
    expect(await phone.checklistTicks.get(['phone-user', 'ae', 1, 2])).toMatchObject({ done: true })
    expect(await pendingChanges(laptop, 'laptop-user')).toBe(0)
    expect(await pendingChanges(phone, 'phone-user')).toBe(0)
  })

  it('keeps both unlocks of an offline double spend and shows the debt on both devices', async () => {
    const server = fakeServer()
    const phone = await device('p')
    const laptop = await device('l')
    for (const [db, user] of [
      [phone, 'p'],
      [laptop, 'l'],
    ] as const) {
      await linkUser(db, user, link)
    }
    await phone.ledger.add(testLedgerEntry('p', 'grant:starting', 30))
    await server.push(phone, 'p')
    await server.pull(laptop, 'l')
    const spend = (db: SalesPathDatabase, user: string, step: number) =>
      createLedgerRepository(db).transact(user, (entries) => ({
        ...(entries.reduce((sum, e) => sum + e.amount, 0) >= 25
          ? {
              append: {
                amount: -25,
                kind: 'unlock' as const,
                key: `unlock:ae:${String(step)}`,
                note: '',
                createdAt: 'x',
              },
              unlock: { roleId: 'ae', stepId: step, unlockedAt: 'x' },
            }
          : {}),
        result: null,
      }))
    await spend(phone, 'p', 3)
    await spend(laptop, 'l', 4)
    await server.round([phone, 'p'], [laptop, 'l'])
    for (const [db, user] of [
      [phone, 'p'],
      [laptop, 'l'],
    ] as const) {
      expect(await db.unlocks.where('userId').equals(user).count()).toBe(2)
      const standing = ledgerStanding(await db.ledger.where('userId').equals(user).toArray())
      expect(standing.debt).toBe(20)
    }
  })

  it('keeps both devices’ memory changes when they touched different fields', async () => {
    const server = fakeServer()
    const phone = await device('p')
    const laptop = await device('l')
    const memory = emptyMemory()
    await phone.memories.put({ ownerKey: 'u:p', memory, updatedAt: 'a' })
    for (const [db, user] of [
      [phone, 'p'],
      [laptop, 'l'],
    ] as const)
      await linkUser(db, user, link)
    await server.push(phone, 'p')
    await server.pull(laptop, 'l')
    expect((await laptop.memories.get('u:l'))?.memory).toEqual(memory)

    // Offline: the phone learns the goal, the laptop records the mood.
    const onPhone = (await phone.memories.get('u:p'))?.memory ?? memory
    await phone.memories.put({
      ownerKey: 'u:p',
      memory: {
        ...onPhone,
        careerJourney: { ...onPhone.careerJourney, intent: 'get promoted to AE' },
      },
      updatedAt: 'b',
    })
    const onLaptop = (await laptop.memories.get('u:l'))?.memory ?? memory
    await laptop.memories.put({
      ownerKey: 'u:l',
      memory: { ...onLaptop, lastSession: { mood: 'anxious' } },
      updatedAt: 'c',
    })
    const sent = await nextOutboxBatch(laptop, 'l', 10)
    const memoryChanges = sent.filter((c) => c.table === 'memories').map((c) => c.key)
    expect(memoryChanges.sort()).toEqual(['memory.lastSession', 'memory.updatedAt'])

    await server.round([phone, 'p'], [laptop, 'l'])
    for (const [db, owner] of [
      [phone, 'u:p'],
      [laptop, 'u:l'],
    ] as const) {
      const merged = (await db.memories.get(owner))?.memory
      expect(merged?.careerJourney.intent).toBe('get promoted to AE')
      expect(merged?.lastSession.mood).toBe('anxious')
    }
  })
})
