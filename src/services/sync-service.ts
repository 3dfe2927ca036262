import {
  applyRemoteChanges,
  discardSetAside,
  dropSent,
  getSyncLink,
  linkUser,
  nextOutboxBatch,
  pendingChanges,
  restoreSetAside,
  saveSyncLink,
  setAside,
  setAsideChanges,
  unlinkUser,
  type OutboxRow,
  type SyncLink,
} from '@/data'
import {
  SYNC_PULL_MAX_LIMIT,
  SYNC_SET_ASIDE_LISTED,
  type SyncChange,
  type SyncStatusResponse,
  type SyncTurnOnRequest,
} from '@/contract'
import { ledgerStanding } from '@/domain/sync'
import { requireUser, type Caller, type ServiceDeps } from './context'
import { ServiceError } from './errors'
import { createFetchTransport, SyncTransportError, type SyncTransport } from './sync-transport'
import { refusal, setAsideView, whichChanges, wireChange } from './sync-wire'

/** Changes per push: well under the server's limit, so one slow phone request stays small. */
const pushBatch = 200
/** Background sync after failed runs waits 1, 2, 4... minutes, at most 30. */
const backoffBaseMs = 60_000
const backoffMaxMs = 30 * 60_000

export type SyncStatus = SyncStatusResponse

function plainError(error: unknown): string {
  if (error instanceof SyncTransportError) {
    if (error.status === null)
      return 'Could not reach the sync server. Changes wait on this device.'
    if (error.status === 401)
      return 'Your sync session ended. Turn sync off and on to sign in again.'
    if (error.status >= 500)
      return 'The sync server had a problem. Changes wait on this device and will be sent later.'
    return error.message
  }
  return 'Sync failed. Changes wait on this device and will be sent next time.'
}

export function createSyncService(
  deps: ServiceDeps,
  transport: SyncTransport = createFetchTransport(),
) {
  const { db } = deps

  async function status(caller: Caller): Promise<SyncStatus> {
    const userId = requireUser(caller)
    const link = await getSyncLink(db, userId)
    const standing = ledgerStanding(await db.ledger.where('userId').equals(userId).toArray())
    const aside = link
      ? await setAsideChanges(db, userId, SYNC_SET_ASIDE_LISTED)
      : { rows: [], total: 0 }
    return {
      enabled: link !== undefined,
      serverUrl: link?.serverUrl ?? null,
      email: link?.email ?? null,
      lastSyncAt: link?.lastSyncAt ?? null,
      pending: link ? await pendingChanges(db, userId) : 0,
      lastError: link?.lastError ?? null,
      debt: standing.debt,
      debtExplanation: standing.explanation,
      setAside: aside.rows.map(setAsideView),
      setAsideCount: aside.total,
      nextRetryAt: backingOff(link) ? (link?.retryAt ?? null) : null,
    }
  }

  const nowIso = () => deps.now().toISOString()

  /** After failed runs, until `retryAt`: background runs wait, "Sync now" does not. */
  function backingOff(link: SyncLink | undefined): boolean {
    if (!link?.failures || !link.retryAt) return false
    return Date.parse(link.retryAt) > deps.now().getTime()
  }

  /**
   * Pushes prepared changes. A push is all or nothing on the server, so one refused change would
   * refuse every push after it: a refusal that names its change sets that one aside and the rest
   * go again; a batch too large for the server is split. Anything else (offline, 401, 5xx) stops
   * the run with the changes still waiting.
   */
  async function pushChanges(link: SyncLink, ready: { row: OutboxRow; change: SyncChange }[]) {
    const parts = [ready]
    for (let part = parts.shift(); part !== undefined; part = parts.shift()) {
      if (part.length === 0) continue
      try {
        await transport.push(link.serverUrl, link.token, {
          deviceId: db.recorder.deviceId,
          changes: part.map(({ change }) => change),
        })
      } catch (error) {
        if (!(error instanceof SyncTransportError)) throw error
        const named = error.change === undefined ? undefined : part[error.change]
        if ((error.status === 400 || error.status === 422) && named) {
          await setAside(db, [named.row], refusal(error.message), nowIso())
          parts.unshift(part.filter((item) => item !== named))
          continue
        }
        if (error.status === 413 && part.length > 1) {
          const half = Math.ceil(part.length / 2)
          parts.unshift(part.slice(0, half), part.slice(half))
          continue
        }
        if (error.status === 413 && part[0]) {
          await setAside(db, [part[0].row], refusal('it is too large.'), nowIso())
          continue
        }
        throw error
      }
      // Only after the server answered: a push lost on the way is sent again with the same ids.
      await dropSent(
        db,
        part.flatMap(({ row }) => (row.seq === undefined ? [] : [row.seq])),
      )
    }
  }

  async function pushAll(userId: string, link: SyncLink) {
    for (;;) {
      const batch = await nextOutboxBatch(db, userId, pushBatch)
      if (batch.length === 0) return
      const prepared = batch.map((row) => wireChange(row, db.recorder.deviceId))
      for (const item of prepared) {
        if ('problem' in item) await setAside(db, [item.row], item.problem, nowIso())
      }
      await pushChanges(
        link,
        prepared.filter((item) => 'change' in item),
      )
    }
  }

  async function pullAll(userId: string, link: SyncLink): Promise<string> {
    let cursor = link.cursor
    for (;;) {
      const page = await transport.pull(link.serverUrl, link.token, cursor, SYNC_PULL_MAX_LIMIT)
      await applyRemoteChanges(db, userId, page.changes)
      cursor = page.cursor
      await saveSyncLink(db, userId, { ...link, cursor })
      if (!page.more) return cursor
    }
  }

  /**
   * One sync per user at a time: a background run and a "Sync now" click share the same run, so
   * neither saves its older view of the link over the other's (a lost cursor or sync time).
   */
  const running = new Map<string, Promise<SyncStatus>>()

  /**
   * Push what waits, pull what is new; failures are kept as a quiet status, never thrown. A
   * background run waits out the back-off after failures; "Sync now" always tries.
   */
  async function syncNow(
    caller: Caller,
    options: { background?: boolean } = {},
  ): Promise<SyncStatus> {
    const userId = requireUser(caller)
    const current = running.get(userId)
    if (current) return current
    if (options.background && backingOff(await getSyncLink(db, userId))) return status(caller)
    const again = running.get(userId)
    if (again) return again
    const run = syncOnce(caller, userId).finally(() => running.delete(userId))
    running.set(userId, run)
    return run
  }

  async function syncOnce(caller: Caller, userId: string): Promise<SyncStatus> {
    const link = await getSyncLink(db, userId)
    if (!link) return status(caller)
    try {
      await pushAll(userId, link)
      const cursor = await pullAll(userId, link)
      await saveSyncLink(db, userId, {
        ...link,
        cursor,
        lastSyncAt: nowIso(),
        lastError: null,
        failures: 0,
        retryAt: null,
      })
    } catch (error) {
      const latest = (await getSyncLink(db, userId)) ?? link
      const failures = (latest.failures ?? 0) + 1
      const delay = Math.min(backoffBaseMs * 2 ** (failures - 1), backoffMaxMs)
      await saveSyncLink(db, userId, {
        ...latest,
        lastError: plainError(error),
        failures,
        retryAt: new Date(deps.now().getTime() + delay).toISOString(),
      })
    }
    return status(caller)
  }

  /** Retry: set-aside changes go back to the queue in their old place, and a sync runs. */
  async function retrySetAside(caller: Caller, changeId: string): Promise<SyncStatus> {
    const userId = requireUser(caller)
    const moved = await restoreSetAside(db, userId, whichChanges(changeId))
    if (moved === 0) throw new ServiceError(404, 'No such change is set aside.')
    return syncNow(caller)
  }

  /** Discard: the changes stay on this device only; other devices never receive them. */
  async function discardSetAsideChanges(caller: Caller, changeId: string): Promise<SyncStatus> {
    const userId = requireUser(caller)
    const removed = await discardSetAside(db, userId, whichChanges(changeId))
    if (removed === 0) throw new ServiceError(404, 'No such change is set aside.')
    return status(caller)
  }

  async function turnOn(caller: Caller, request: SyncTurnOnRequest): Promise<SyncStatus> {
    const userId = requireUser(caller)
    const serverUrl = request.serverUrl.replace(/\/+$/, '')
    const credentials = { email: request.email, password: request.password }
    let session
    try {
      session =
        request.mode === 'create'
          ? await transport.createAccount(serverUrl, credentials)
          : await transport.signIn(serverUrl, credentials)
    } catch (error) {
      const status = error instanceof SyncTransportError ? error.status : null
      const code = status === 409 ? 409 : status === 401 ? 401 : 400
      // The server's own words for a refusal ("Email or password is not right."); ours for silence.
      const message = status !== null && error instanceof Error ? error.message : plainError(error)
      throw new ServiceError(code, message)
    }
    await linkUser(db, userId, {
      serverUrl,
      email: request.email,
      token: session.token,
      cursor: '0',
      lastSyncAt: null,
      lastError: null,
      clock: null,
      failures: 0,
      retryAt: null,
    })
    return syncNow(caller)
  }

  async function turnOff(caller: Caller): Promise<SyncStatus> {
    const userId = requireUser(caller)
    const link = await getSyncLink(db, userId)
    if (link) await transport.signOut(link.serverUrl, link.token).catch(() => undefined)
    await unlinkUser(db, userId)
    return status(caller)
  }

  return {
    status,
    syncNow,
    turnOn,
    turnOff,
    retrySetAside,
    discardSetAside: discardSetAsideChanges,
  }
}
