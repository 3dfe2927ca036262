import { http, type HttpHandler } from 'msw'
import type { Services } from '@/services'
import { createRoute, errorResponse, type ResponseCheck } from '../http-kit'
import { accountHandlers } from './account-handlers'
import { authHandlers } from './auth-handlers'
import { coachHandlers } from './coach-handlers'
import { creditHandlers } from './credit-handlers'
import { dashboardHandlers } from './dashboard-handlers'
import { matchesHandlers } from './matches-handlers'
import { onboardingHandlers } from './onboarding-handlers'
import { practiceHandlers } from './practice-handlers'
import { roadmapHandlers } from './roadmap-handlers'
import { syncHandlers } from './sync-handlers'
import { userHandlers } from './user-handlers'

/**
 * Every /api endpoint (docs/api.md), then a 404 for any other /api path. The Node tests pass
 * `checkResponse` so every answer a test receives is checked against the contract's schema.
 */
export function createHandlers(
  getServices: () => Promise<Services>,
  checkResponse?: ResponseCheck,
): HttpHandler[] {
  const route = createRoute(getServices, checkResponse)
  return [
    ...authHandlers(route),
    ...userHandlers(route),
    ...creditHandlers(route),
    ...roadmapHandlers(route),
    ...onboardingHandlers(route),
    ...matchesHandlers(route),
    ...dashboardHandlers(route),
    ...coachHandlers(route),
    ...accountHandlers(route),
    ...practiceHandlers(route),
    ...syncHandlers(route),
    http.all('*/api/*', ({ request }) =>
      errorResponse(
        404,
        `No such endpoint: ${request.method} ${new URL(request.url).pathname}`,
        'not_found',
      ),
    ),
  ]
}
