import type { HttpHandler } from 'msw'
import type { Route } from '../http-kit'

export function coachHandlers(_route: Route): HttpHandler[] {
  return []
}
