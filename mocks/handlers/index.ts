import { http, type HttpHandler } from 'msw'
import type { Services } from '@/services'
import { createRoute, errorResponse } from '../http-kit'
import { authHandlers } from './auth-handlers'
import { creditHandlers, userHandlers } from './user-handlers'

/** Every /api endpoint (docs/api.md), then a 404 for any other /api path. */
export function createHandlers(getServices: () => Promise<Services>): HttpHandler[] {
  const route = createRoute(getServices)
  return [
    ...authHandlers(route),
    ...userHandlers(route),
    ...creditHandlers(route),
    http.all('*/api/*', ({ request }) =>
      errorResponse(
        404,
        `No such endpoint: ${request.method} ${new URL(request.url).pathname}`,
        'not_found',
      ),
    ),
  ]
}
