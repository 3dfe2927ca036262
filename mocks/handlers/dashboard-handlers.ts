import type { Route } from '../http-kit'

export function dashboardHandlers(route: Route) {
  return [
    // The spec sends the auth_token as a bearer header here; the cookie works too (http-kit).
    route('GET /api/user/dashboard', undefined, ({ caller, services }) =>
      services.dashboard.get(caller),
    ),
    route('GET /api/journey', undefined, ({ caller, services }) =>
      services.journey.forCaller(caller),
    ),
    route('GET /api/journey/:roleId', undefined, ({ params, caller, services }) =>
      services.journey.forCaller(caller, params.roleId ?? ''),
    ),
    route('GET /api/insights/today', undefined, ({ caller, services }) =>
      services.insights.today(caller),
    ),
  ]
}
