import { getResponse } from 'msw'
import { openServices, type Services } from '@/services'
import { createHandlers } from './handlers'

/**
 * The in-browser server: loaded on the first /api request (so Dexie, zod and the services stay out
 * of the first paint), then kept for the life of the page.
 */
let services: Promise<Services> | undefined

function loadServices(): Promise<Services> {
  services ??= openServices()
  // A failed open is retried on the next request (the user may have closed the blocking tab).
  services.catch(() => {
    services = undefined
  })
  return services
}

const handlers = createHandlers(loadServices)

export async function handleApiRequest(request: Request): Promise<Response> {
  const response = await getResponse(handlers, request)
  return response ?? new Response(JSON.stringify({ message: 'Not found' }), { status: 404 })
}
