import { getResponse } from 'msw'
import { openServices, preloadHeavyServices, watchDataChanges, type Services } from '@/services'
import { createHandlers } from './handlers'
import type { InPageServerOptions } from './server-options'

/**
 * The in-browser server: loaded on the first /api request (so Dexie, zod and the services stay out
 * of the first paint), then kept for the life of the page. The page configures it once with what
 * only the page has: the coach engine source and where to report data changes.
 */
let options: InPageServerOptions = {}
let services: Promise<Services> | undefined
let unwatch: (() => void) | undefined

export function configureServer(next: InPageServerOptions): void {
  options = next
}

function loadServices(): Promise<Services> {
  services ??= openServices(options.engine ? { engine: options.engine } : {}).then((opened) => {
    if (options.onDataChange && !unwatch) unwatch = watchDataChanges(options.onDataChange)
    return opened
  })
  // A failed open is retried on the next request (the user may have closed the blocking tab).
  services.catch(() => {
    services = undefined
  })
  return services
}

const handlers = createHandlers(loadServices)

/** The coach's and the practice room's code, loaded ahead of their first call (network.ts). */
export const preloadHeavy = preloadHeavyServices

/** Opens the database and the services ahead of a first request the page expects (network.ts). */
export async function warm(): Promise<void> {
  await loadServices()
}

export async function handleApiRequest(request: Request): Promise<Response> {
  const response = await getResponse(handlers, request)
  return response ?? new Response(JSON.stringify({ message: 'Not found' }), { status: 404 })
}
