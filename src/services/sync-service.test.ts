import { afterEach, describe, expect, it } from 'vitest'
import {
  syncPushRequest,
  type StoredSyncChange,
  type SyncChange,
  type SyncCredentials,
  type SyncSession,
} from '@/contract'
import { SalesPathDatabase } from '@/data'
import { testUser } from '@/data/test-rows'
import { defaultDeps } from './context'
import { createSyncService } from './sync-service'
import { SyncTransportError, type SyncTransport } from './sync-transport'

/**
 * The server's rules in memory: accounts, tokens, one append-only log per account, the shared
 * schema checking every push (a refusal names its change). `refuse` plays a stricter server;
 * `maxChanges` one whose body limit a batch exceeds (413).
 */
function memoryServer(
  options: { refuse?: (change: SyncChange) => string | null; maxChanges?: number } = {},
) {
  const accounts = new Map<string, { password: string; log: StoredSyncChange[] }>()
  const tokens = new Map<string, string>()
  let seq = 0
  let down = false
  let refuse = options.refuse
  const calls = { push: 0 }
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
    push: (_url, token, body) => {
      calls.push += 1
      const log = logOf(token)
      // What the wire carries, checked as the server checks it: all or nothing.
      const parsed = syncPushRequest.safeParse(JSON.parse(JSON.stringify(body)))
      if (!parsed.success) {
        const issue = parsed.error.issues[0]
        const index = issue?.path[1]
        const message = `${issue?.path.join('.') ?? ''}: ${issue?.message ?? ''}`
        return Promise.reject(
          new SyncTransportError(400, message, typeof index === 'number' ? index : undefined),
        )
      }
      const { changes } = parsed.data
      if (options.maxChanges !== undefined && changes.length > options.maxChanges)
        return Promise.reject(new SyncTransportError(413, 'Request too large.'))
      const refused = changes.findIndex((change) => refuse?.(change))
      if (refused >= 0) {
        const reason = refuse?.(changes[refused] as SyncChange) ?? ''
        return Promise.reject(
          new SyncTransportError(400, `changes.${String(refused)}.${reason}`, refused),
        )
      }
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
    calls,
    logs: () => [...accounts.values()].flatMap((account) => account.log),
    setDown: (value: boolean) => {
      down = value
    },
    setRefuse: (rule: typeof refuse) => {
      refuse = rule
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
  const clock = { now: Date.parse('2026-01-05T10:00:00.000Z') }
  const deps = { ...defaultDeps(db), now: () => new Date(clock.now) }
  return {
    db,
    clock,
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

/** An outbox row as an older release wrote it, before text was normalised at the /api. */
function oldRow(userId: string, key: string, value: unknown) {
  return {
    id: `old-${key.replace(/[^A-Za-z0-9]/g, '')}-0001`,
    userId,
    hlc: '001767000000000:000000:olddevice',
    table: 'chatMessages',
    key,
    op: 'put' as const,
    value,
  }
}

const unlock = (userId: string, stepId: number) => ({
  userId,
  roleId: 'ae',
  stepId,
  unlockedAt: 'x',
})

describe('a sync that never stalls', () => {
  it('sends a change written with a NUL before the fix without it, instead of failing forever', async () => {
    const server = memoryServer()
    const phone = await device(server, 'p')
    await phone.sync.turnOn(phone.caller, { ...credentials, mode: 'create' })
    await phone.db.outbox.add(
      oldRow('p', 'coaching:t1:user', { content: 'pasted \u0000from a PDF \ud800', role: 'user' }),
    )
    const after = await phone.sync.syncNow(phone.caller)
    expect(after).toMatchObject({ pending: 0, setAsideCount: 0, lastError: null })
    expect(server.logs().find((c) => c.key === 'coaching:t1:user')?.value).toEqual({
      content: 'pasted from a PDF \ufffd',
      role: 'user',
    })
  })

  it('sets a refused change aside with its reason; the rest and later edits keep syncing; Retry sends it again', async () => {
    const server = memoryServer({
      refuse: (c) => (c.key === 'ae:3' ? 'value: refused by a stricter server' : null),
    })
    const phone = await device(server, 'p')
    await phone.sync.turnOn(phone.caller, { ...credentials, mode: 'create' })
    await phone.db.unlocks.bulkPut([unlock('p', 2), unlock('p', 3), unlock('p', 4)])
    const status = await phone.sync.syncNow(phone.caller)
    expect(status).toMatchObject({ pending: 0, setAsideCount: 1, lastError: null })
    expect(status.setAside[0]).toMatchObject({
      table: 'unlocks',
      key: 'ae:3',
      reason: 'The sync server refused it: value: refused by a stricter server',
    })
    const sent = () =>
      server
        .logs()
        .filter((c) => c.table === 'unlocks')
        .map((c) => c.key)
        .sort()
    expect(sent()).toEqual(['ae:2', 'ae:4'])

    await phone.db.unlocks.put(unlock('p', 5))
    expect(await phone.sync.syncNow(phone.caller)).toMatchObject({ pending: 0, setAsideCount: 1 })
    expect(sent()).toEqual(['ae:2', 'ae:4', 'ae:5'])

    const id = status.setAside[0]?.id ?? ''
    const stillRefused = await phone.sync.retrySetAside(phone.caller, id)
    expect(stillRefused).toMatchObject({ pending: 0, setAsideCount: 1 })
    server.setRefuse(undefined)
    const retried = await phone.sync.retrySetAside(phone.caller, stillRefused.setAside[0]?.id ?? '')
    expect(retried).toMatchObject({ pending: 0, setAsideCount: 0, setAside: [] })
    expect(sent()).toEqual(['ae:2', 'ae:3', 'ae:4', 'ae:5'])
  })

  it('discards set-aside changes one by one or all at once; they stay on this device', async () => {
    const server = memoryServer({
      refuse: (c) => (c.table === 'unlocks' ? 'table: not taken here' : null),
    })
    const phone = await device(server, 'p')
    await phone.sync.turnOn(phone.caller, { ...credentials, mode: 'create' })
    await phone.db.unlocks.bulkPut([unlock('p', 2), unlock('p', 3), unlock('p', 4)])
    const status = await phone.sync.syncNow(phone.caller)
    expect(status.setAsideCount).toBe(3)
    const one = await phone.sync.discardSetAside(phone.caller, status.setAside[0]?.id ?? '')
    expect(one.setAsideCount).toBe(2)
    await expect(
      phone.sync.discardSetAside(phone.caller, status.setAside[0]?.id ?? ''),
    ).rejects.toMatchObject({ status: 404 })
    await expect(phone.sync.retrySetAside(phone.caller, 'nonsense')).rejects.toMatchObject({
      status: 404,
    })
    expect(await phone.sync.discardSetAside(phone.caller, 'all')).toMatchObject({
      setAsideCount: 0,
      pending: 0,
    })
    expect(await phone.db.unlocks.count()).toBe(3)
    expect(await phone.db.syncSetAside.count()).toBe(0)
  })

  it('sets aside what the server’s own schema would refuse without sending it', async () => {
    const server = memoryServer()
    const phone = await device(server, 'p')
    await phone.sync.turnOn(phone.caller, { ...credentials, mode: 'create' })
    let deep: unknown = 'bottom'
    for (let i = 0; i < 40; i += 1) deep = [deep]
    await phone.db.outbox.add(oldRow('p', 'coaching:deep:user', { content: 'x', deep }))
    await phone.db.unlocks.put(unlock('p', 2))
    const pushesBefore = server.calls.push
    const status = await phone.sync.syncNow(phone.caller)
    expect(status).toMatchObject({ pending: 0, setAsideCount: 1, lastError: null })
    expect(status.setAside[0]?.reason).toMatch(
      /^This device did not send it: value: is nested more than 32 levels deep/,
    )
    expect(status.setAside[0]?.preview).toBe('x')
    expect(server.calls.push).toBe(pushesBefore + 1)
    expect(server.logs().some((c) => c.key === 'coaching:deep:user')).toBe(false)
  })

  it('splits a batch the server finds too large (413) until it fits', async () => {
    const server = memoryServer({ maxChanges: 3 })
    const phone = await device(server, 'p')
    await phone.sync.turnOn(phone.caller, { ...credentials, mode: 'create' })
    await phone.db.unlocks.bulkPut([2, 3, 4, 5, 6, 7, 8].map((step) => unlock('p', step)))
    expect(await phone.sync.syncNow(phone.caller)).toMatchObject({
      pending: 0,
      setAsideCount: 0,
      lastError: null,
    })
    expect(server.logs().filter((c) => c.table === 'unlocks')).toHaveLength(7)
  })

  it('backs off between background tries after failures; Sync now always tries', async () => {
    const server = memoryServer()
    const phone = await device(server, 'p')
    await phone.sync.turnOn(phone.caller, { ...credentials, mode: 'create' })
    server.setDown(true)
    await phone.db.unlocks.put(unlock('p', 2))
    const first = await phone.sync.syncNow(phone.caller)
    expect(first).toMatchObject({ pending: 1, nextRetryAt: '2026-01-05T10:01:00.000Z' })
    const tries = server.calls.push
    await phone.sync.syncNow(phone.caller, { background: true })
    expect(server.calls.push).toBe(tries)
    phone.clock.now += 61_000
    const second = await phone.sync.syncNow(phone.caller, { background: true })
    expect(server.calls.push).toBe(tries + 1)
    expect(second.nextRetryAt).toBe('2026-01-05T10:03:01.000Z')
    await phone.sync.syncNow(phone.caller)
    expect(server.calls.push).toBe(tries + 2)
    server.setDown(false)
    expect(await phone.sync.syncNow(phone.caller)).toMatchObject({
      pending: 0,
      lastError: null,
      nextRetryAt: null,
    })
  })
})
