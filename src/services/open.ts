import type { CoachEngine } from '@/ai'
import { DATABASE_NAME, openDatabase, SalesPathDatabase, watchTables } from '@/data'
import { defaultDeps, type ServiceDeps } from './context'
import { ServiceError } from './errors'
import { createServices, type Services } from './create-services'

/** Asked before each reply: the on-device model when it is ready, null for the offline coach. */
export type EngineSource = () => CoachEngine | null

/**
 * Opens the device database and builds the services; storage failures become a clear 503. The
 * page's runtime passes its engine source (the on-device model once the user opted in); without
 * one every reply comes from the offline coach.
 */
export async function openServices(options: { engine?: EngineSource } = {}): Promise<Services> {
  const result = await openDatabase()
  if (!result.ok) throw new ServiceError(503, result.error.message, `storage_${result.error.code}`)
  // No offline coach is built here: the coach service makes its own when it first loads, so the
  // engine's code arrives with the first chat, not with the first /api call.
  return createServices({
    ...defaultDeps(result.db),
    ...(options.engine ? { coach: options.engine } : {}),
  })
}

/**
 * Calls `onChange` with the names of the tables a write touched, in this tab or another one of
 * this browser (Dexie broadcasts them), so the page can refresh what reads them.
 */
export function watchDataChanges(onChange: (tables: ReadonlySet<string>) => void): () => void {
  return watchTables(DATABASE_NAME, onChange)
}

let counter = 0

/** Services over a fresh, uniquely named database: for tests (fake-indexeddb in Node). */
export function createIsolatedServices(overrides: Partial<ServiceDeps> = {}): Services {
  counter += 1
  const db = new SalesPathDatabase(`salespath-test-${String(counter)}-${String(Date.now())}`)
  return createServices({ ...defaultDeps(db), ...overrides })
}
