import { Dexie } from 'dexie'
import { SalesPathDatabase, DATABASE_NAME } from './database'

export type OpenErrorCode = 'unavailable' | 'quota' | 'blocked' | 'version' | 'unknown'

export interface OpenError {
  code: OpenErrorCode
  message: string
}

export type OpenResult = { ok: true; db: SalesPathDatabase } | { ok: false; error: OpenError }

const messages: Record<OpenErrorCode, string> = {
  unavailable:
    'SalesPath stores your data on this device, but this browser is not letting it use storage. Private or incognito windows often block it: open SalesPath in a normal window.',
  quota:
    'Your device is out of storage space for SalesPath. Free some space (or clear data of sites you no longer use) and reload.',
  blocked:
    'SalesPath was updated, but another SalesPath tab is still open with the old version. Close the other tabs and reload this one.',
  version:
    'This device holds data from a newer version of SalesPath. Reload to get the latest version of the app.',
  unknown: 'SalesPath could not open its on-device storage.',
}

/** Maps Dexie/IndexedDB failures to a message a person can act on (never a blank page). */
export function classifyOpenError(error: unknown): OpenError {
  const name = error instanceof Error ? error.name : ''
  const inner: unknown = error instanceof Dexie.DexieError ? error.inner : undefined
  const innerName = inner instanceof Error ? inner.name : ''
  const names = [name, innerName]
  if (
    names.some((n) => n === 'MissingAPIError' || n === 'InvalidStateError' || n === 'SecurityError')
  ) {
    return { code: 'unavailable', message: messages.unavailable }
  }
  if (names.some((n) => n === 'QuotaExceededError'))
    return { code: 'quota', message: messages.quota }
  if (names.some((n) => n === 'VersionError')) return { code: 'version', message: messages.version }
  const detail = error instanceof Error ? ` (${error.message})` : ''
  return { code: 'unknown', message: messages.unknown + detail }
}

/** Opens the database, waiting at most `blockedAfterMs` for other tabs to release an old version. */
export async function openDatabase(
  name = DATABASE_NAME,
  blockedAfterMs = 4000,
): Promise<OpenResult> {
  const db = new SalesPathDatabase(name)
  // An object, not a let: the flag is set from an event callback while the open is awaited.
  const state = { blocked: false }
  db.on('blocked', () => {
    state.blocked = true
  })
  let timer: ReturnType<typeof setTimeout> | undefined
  const giveUpWhenBlocked = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      if (state.blocked) reject(Object.assign(new Error('blocked'), { name: 'BlockedError' }))
    }, blockedAfterMs)
  })
  try {
    await Promise.race([db.open(), giveUpWhenBlocked])
    // Another tab upgrading later: close so it is not blocked by us, and ask for a reload.
    db.on('versionchange', () => {
      db.close()
    })
    return { ok: true, db }
  } catch (error) {
    db.close()
    if (state.blocked) return { ok: false, error: { code: 'blocked', message: messages.blocked } }
    return { ok: false, error: classifyOpenError(error) }
  } finally {
    clearTimeout(timer)
  }
}
