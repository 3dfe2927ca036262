import { generateMatchesRequest } from '@/contract'
import type { Route } from '../http-kit'

export function matchesHandlers(route: Route) {
  return [
    // Registered first: 'generate' must not be read as a user id by the GET below.
    route(
      'POST /api/career-matches/generate',
      generateMatchesRequest,
      ({ body, caller, services }) => services.matches.generate(caller, body),
    ),
    route('GET /api/career-matches/:userId', undefined, ({ params, caller, services }) =>
      services.matches.stored(caller, params.userId ?? ''),
    ),
  ]
}
