import { createOfflineCoach, type CoachEngine } from '@/ai'
import { openDatabase, SalesPathDatabase } from '@/data'
import { providedCoachEngine } from './coach-engine-registry'
import { defaultDeps, type ServiceDeps } from './context'
import { ServiceError } from './errors'
import { createServices, type Services } from './create-services'

/** The page's coach: the on-device model when the runtime offers one, else the offline coach. */
function pageCoach(): () => CoachEngine {
  const offline = createOfflineCoach()
  return () => providedCoachEngine() ?? offline
}

/**
 * Opens the device database and builds the services; storage failures become a clear 503. The
 * coach comes from `options.coach`, else from the engine the app registered
 * (coach-engine-registry.ts), else the offline coach.
 */
export async function openServices(options: { coach?: () => CoachEngine } = {}): Promise<Services> {
  const result = await openDatabase()
  if (!result.ok) throw new ServiceError(503, result.error.message, `storage_${result.error.code}`)
  return createServices({ ...defaultDeps(result.db), coach: options.coach ?? pageCoach() })
}

let counter = 0

/** Services over a fresh, uniquely named database: for tests (fake-indexeddb in Node). */
export function createIsolatedServices(overrides: Partial<ServiceDeps> = {}): Services {
  counter += 1
  const db = new SalesPathDatabase(`salespath-test-${String(counter)}-${String(Date.now())}`)
  return createServices({ ...defaultDeps(db), ...overrides })
}
