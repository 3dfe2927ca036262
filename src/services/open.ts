import { openDatabase, SalesPathDatabase } from '@/data'
import { defaultDeps, type ServiceDeps } from './context'
import { ServiceError } from './errors'
import { createServices, type Services } from './create-services'

/** Opens the device database and builds the services; storage failures become a clear 503. */
export async function openServices(): Promise<Services> {
  const result = await openDatabase()
  if (!result.ok) throw new ServiceError(503, result.error.message, `storage_${result.error.code}`)
  return createServices(defaultDeps(result.db))
}

let counter = 0

/** Services over a fresh, uniquely named database: for tests (fake-indexeddb in Node). */
export function createIsolatedServices(overrides: Partial<ServiceDeps> = {}): Services {
  counter += 1
  const db = new SalesPathDatabase(`salespath-test-${String(counter)}-${String(Date.now())}`)
  return createServices({ ...defaultDeps(db), ...overrides })
}
