import { profileUpdateRequest } from '@/contract'
import type { Route } from '../http-kit'

export function userHandlers(route: Route) {
  return [
    route('get', '/api/users/profile', undefined, ({ url, caller, services }) =>
      services.profile.get(caller, url.searchParams.get('userId')),
    ),
    route('patch', '/api/users/profile', profileUpdateRequest, ({ body, caller, services }) =>
      services.profile.update(caller, body),
    ),
    route('get', '/api/answers/user/:userId', undefined, ({ params, caller, services }) =>
      services.answers.forUser(caller, params.userId ?? ''),
    ),
    route('get', '/api/answers/session/:sessionId', undefined, ({ params, caller, services }) =>
      services.answers.forSession(caller, params.sessionId ?? ''),
    ),
  ]
}
