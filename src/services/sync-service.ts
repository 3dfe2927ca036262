import {
  applyRemoteChanges,
  dropSent,
  getSyncLink,
  linkUser,
  nextOutboxBatch,
  pendingChanges,
  saveSyncLink,
  unlinkUser,
  type SyncLink,
} from '@/data'
import { SYNC_PULL_MAX_LIMIT, type SyncStatusResponse, type SyncTurnOnRequest } from '@/contract'
import { ledgerStanding } from '@/domain/sync'
import { requireUser, type Caller, type ServiceDeps } from './context'
import { ServiceError } from './errors'
import { createFetchTransport, SyncTransportError, type SyncTransport } from './sync-transport'

/** Changes per push: well under the server's limit, so one slow phone request stays small. */
const pushBatch = 200

export type SyncStatus = SyncStatusResponse

function plainError(error: unknown): string {
  if (error instanceof SyncTransportError) {
    if (error.status === null)
      return 'Could not reach the sync server. Changes wait on this device.'
    if (error.status === 401)
      return 'Your sync session ended. Turn sync off and on to sign in again.'
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
    return {
      enabled: link !== undefined,
      serverUrl: link?.serverUrl ?? null,
      email: link?.email ?? null,
      lastSyncAt: link?.lastSyncAt ?? null,
      pending: link ? await pendingChanges(db, userId) : 0,
      lastError: link?.lastError ?? null,
      debt: standing.debt,
      debtExplanation: standing.explanation,
    }
  }

  async function pushAll(userId: string, link: SyncLink) {
    for (;;) {
      const batch = await nextOutboxBatch(db, userId, pushBatch)
      if (batch.length === 0) return
      await transport.push(link.serverUrl, link.token, {
        deviceId: db.recorder.deviceId,
        changes: batch.map(({ id, hlc, table, key, op, value }) => ({
          id,
          hlc,
          deviceId: db.recorder.deviceId,
          table,
          key,
          op,
          value,
        })),
      })
      // Only after the server answered: a push lost on the way is sent again with the same ids.
      await dropSent(
        db,
        batch.flatMap((row) => (row.seq === undefined ? [] : [row.seq])),
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

  /** Push what waits, pull what is new; failures are kept as a quiet status, never thrown. */
  function syncNow(caller: Caller): Promise<SyncStatus> {
    const userId = requireUser(caller)
    const current = running.get(userId)
    if (current) return current
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
      const at = deps.now().toISOString()
      await saveSyncLink(db, userId, { ...link, cursor, lastSyncAt: at, lastError: null })
    } catch (error) {
      const latest = (await getSyncLink(db, userId)) ?? link
      await saveSyncLink(db, userId, { ...latest, lastError: plainError(error) })
    }
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

  return { status, syncNow, turnOn, turnOff }
}
