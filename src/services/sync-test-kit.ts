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

/** A sync server in memory and devices on fake-indexeddb, for the sync service's tests. */
/**
 * The server's rules in memory: accounts, tokens, one append-only log per account, the shared
 * schema checking every push (a refusal names its change). `refuse` plays a stricter server;
 * `maxChanges` one whose body limit a batch exceeds (413).
 */
export function memoryServer(
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

/** Closes every device database a test opened; call it in `afterEach`. */
export function closeDevices(): void {
  for (const db of opened.splice(0)) db.close()
}

let counter = 0
export async function device(server: ReturnType<typeof memoryServer>, userId: string) {
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

export const credentials = {
  serverUrl: 'https://sync.example.com/',
  email: 'sam@example.com',
  password: 'correct horse',
}
