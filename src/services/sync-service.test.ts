import { afterEach, describe, expect, it } from 'vitest'
import type { StoredSyncChange, SyncCredentials, SyncSession } from '@/contract'
import { SalesPathDatabase } from '@/data'
import { testUser } from '@/data/test-rows'
import { defaultDeps } from './context'
import { createSyncService } from './sync-service'
import { SyncTransportError, type SyncTransport } from './sync-transport'

/** The server's rules in memory: accounts, tokens, one append-only log per account. */
function memoryServer() {
  const accounts = new Map<string, { password: string; log: StoredSyncChange[] }>()
  const tokens = new Map<string, string>()
  let seq = 0
  let down = false
  const session = (email: string): SyncSession => {
    const token = `token-${String(tokens.size + 1).padStart(24, '0')}`
    tokens.set(token, email)
    return { token, userId: email }
  }
  const logOf = (token: string) => {
    if (down) throw new SyncTransportError(null, 'offline')
    const email = tokens.get(token)
    const account = email === undefined ? undefined : accounts.get(email)
    if (!account) throw new SyncTransportError(401, 'Sign in to sync.')
    return account.log
  }
  const transport: SyncTransport = {
    createAccount: (_url, { email, password }: SyncCredentials) => {
      if (accounts.has(email)) return Promise.reject(new SyncTransportError(409, 'taken'))
      accounts.set(email, { password, log: [] })
      return Promise.resolve(session(email))
    },
    signIn: (_url, { email, password }) =>
      accounts.get(email)?.password === password
        ? Promise.resolve(session(email))
        : Promise.reject(new SyncTransportError(401, 'Email or password is not right.')),
    signOut: (_url, token) => {
      tokens.delete(token)
      return Promise.resolve()
    },
    push: (_url, token, { changes }) => {
      const log = logOf(token)
      let accepted = 0
      for (const change of changes) {
        if (log.some((c) => c.id === change.id)) continue
        log.push({ ...structuredClone(change), seq: String(++seq) })
        accepted += 1
      }
      return Promise.resolve({
        accepted,
        duplicates: changes.length - accepted,
        cursor: String(seq),
      })
    },
    pull: (_url, token, after, limit) => {
      const newer = logOf(token).filter((c) => Number(c.seq) > Number(after))
      const page = newer.slice(0, limit)
      return Promise.resolve({
        changes: structuredClone(page),
        cursor: page.at(-1)?.seq ?? after,
        more: newer.length > limit,
      })
    },
  }
  return {
    transport,
    setDown: (value: boolean) => {
      down = value
    },
  }
}

const opened: SalesPathDatabase[] = []
afterEach(() => {
  for (const db of opened.splice(0)) db.close()
})

let counter = 0
async function device(server: ReturnType<typeof memoryServer>, userId: string) {
  const db = new SalesPathDatabase(`sync-service-${String(++counter)}`)
  opened.push(db)
  await db.open()
  await db.users.add(testUser(userId, 'sam@example.com'))
  const deps = { ...defaultDeps(db), now: () => new Date('2026-01-05T10:00:00.000Z') }
  return {
    db,
    sync: createSyncService(deps, server.transport),
    caller: { userId, guestSessionId: null },
  }
}

const credentials = {
  serverUrl: 'https://sync.example.com/',
  email: 'sam@example.com',
  password: 'correct horse',
}

describe('sync service', () => {
  it('brings a second device everything the first had, and later changes both ways', async () => {
    const server = memoryServer()
    const phone = await device(server, 'phone-id')
    await phone.db.ledger.add({
      userId: 'phone-id',
      amount: 50,
      kind: 'grant',
      key: 'grant:starting',
      note: '',
      createdAt: 'x',
    })
    const on = await phone.sync.turnOn(phone.caller, { ...credentials, mode: 'create' })
    expect(on).toMatchObject({
      enabled: true,
      pending: 0,
      lastError: null,
      serverUrl: 'https://sync.example.com',
    })
    expect(on.lastSyncAt).toBe('2026-01-05T10:00:00.000Z')

    const laptop = await device(server, 'laptop-id')
    await laptop.sync.turnOn(laptop.caller, { ...credentials, mode: 'sign_in' })
    expect(await laptop.db.ledger.where('userId').equals('laptop-id').count()).toBe(1)

    await laptop.db.unlocks.put({ userId: 'laptop-id', roleId: 'ae', stepId: 2, unlockedAt: 'x' })
    expect((await laptop.sync.status(laptop.caller)).pending).toBe(1)
    await laptop.sync.syncNow(laptop.caller)
    await phone.sync.syncNow(phone.caller)
    expect(await phone.db.unlocks.get(['phone-id', 'ae', 2])).toBeDefined()
  })

  it('keeps changes waiting and says so quietly when the server cannot be reached', async () => {
    const server = memoryServer()
    const phone = await device(server, 'p')
    await phone.sync.turnOn(phone.caller, { ...credentials, mode: 'create' })
    server.setDown(true)
    await phone.db.unlocks.put({ userId: 'p', roleId: 'ae', stepId: 3, unlockedAt: 'x' })
    const offline = await phone.sync.syncNow(phone.caller)
    expect(offline.pending).toBe(1)
    expect(offline.lastError).toMatch(/Could not reach the sync server/)
    server.setDown(false)
    const back = await phone.sync.syncNow(phone.caller)
    expect(back).toMatchObject({ pending: 0, lastError: null })
  })

  it('refuses a wrong password or a taken email with a plain message, and links nothing', async () => {
    const server = memoryServer()
    const phone = await device(server, 'p')
    await phone.sync.turnOn(phone.caller, { ...credentials, mode: 'create' })
    const laptop = await device(server, 'l')
    await expect(
      laptop.sync.turnOn(laptop.caller, { ...credentials, mode: 'create' }),
    ).rejects.toMatchObject({ status: 409 })
    await expect(
      laptop.sync.turnOn(laptop.caller, { ...credentials, password: 'wrong', mode: 'sign_in' }),
    ).rejects.toMatchObject({ status: 401, message: 'Email or password is not right.' })
    expect((await laptop.sync.status(laptop.caller)).enabled).toBe(false)
  })

  it('stops syncing on this device when turned off', async () => {
    const server = memoryServer()
    const phone = await device(server, 'p')
    await phone.sync.turnOn(phone.caller, { ...credentials, mode: 'create' })
    const off = await phone.sync.turnOff(phone.caller)
    expect(off).toMatchObject({ enabled: false, pending: 0 })
    await phone.db.unlocks.put({ userId: 'p', roleId: 'ae', stepId: 3, unlockedAt: 'x' })
    expect(await phone.db.outbox.count()).toBe(0)
  })
})
