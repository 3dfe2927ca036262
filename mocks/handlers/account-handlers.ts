import type { HttpHandler } from 'msw'
import type { Route } from '../http-kit'

export function accountHandlers(_route: Route): HttpHandler[] {
  return []
}
