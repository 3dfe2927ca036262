import type { HttpHandler } from 'msw'
import type { Route } from '../http-kit'

export function dashboardHandlers(_route: Route): HttpHandler[] {
  return []
}
