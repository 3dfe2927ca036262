import type { HttpHandler } from 'msw'
import type { Route } from '../http-kit'

export function matchesHandlers(_route: Route): HttpHandler[] {
  return []
}
