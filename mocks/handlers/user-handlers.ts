import { profileUpdateRequest } from '@/contract'
import type { Route } from '../http-kit'
import { readQuery } from './read-query'

export function userHandlers(route: Route) {
  return [
    route('GET /api/users/profile', undefined, ({ url, caller, services }) =>
      services.profile.get(caller, readQuery('GET /api/users/profile', url).userId ?? null),
    ),
    route('PATCH /api/users/profile', profileUpdateRequest, ({ body, caller, services }) =>
      services.profile.update(caller, body),
    ),
    route('GET /api/answers/user/:userId', undefined, ({ params, caller, services }) =>
      services.answers.forUser(caller, params.userId ?? ''),
    ),
    route('GET /api/answers/session/:sessionId', undefined, ({ params, caller, services }) =>
      services.answers.forSession(caller, params.sessionId ?? ''),
    ),
  ]
}
