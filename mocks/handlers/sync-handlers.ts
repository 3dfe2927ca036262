import type { HttpHandler } from 'msw'
import { syncTurnOnRequest } from '@/contract'
import type { Route } from '../http-kit'
import { readQuery } from './read-query'

/**
 * This device's opt-in sync (issue 16). The sync server is reached from the services with real
 * HTTP; these endpoints are the app's view of it, answered in the page like every /api call.
 */
export function syncHandlers(route: Route): HttpHandler[] {
  return [
    route('GET /api/sync', undefined, ({ caller, services }) => services.sync.status(caller)),
    route('POST /api/sync', syncTurnOnRequest, ({ body, caller, services }) =>
      services.sync.turnOn(caller, body),
    ),
    // `?background=1`: the app shell's timer, which waits out the back-off after failures.
    route('POST /api/sync/now', undefined, ({ url, caller, services }) =>
      services.sync.syncNow(caller, {
        background: readQuery('POST /api/sync/now', url).background === true,
      }),
    ),
    route('DELETE /api/sync', undefined, ({ caller, services }) => services.sync.turnOff(caller)),
    route('POST /api/sync/set-aside/:changeId/retry', undefined, ({ params, caller, services }) =>
      services.sync.retrySetAside(caller, params.changeId ?? ''),
    ),
    route('DELETE /api/sync/set-aside/:changeId', undefined, ({ params, caller, services }) =>
      services.sync.discardSetAside(caller, params.changeId ?? ''),
    ),
  ]
}
