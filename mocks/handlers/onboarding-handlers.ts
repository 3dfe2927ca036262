import type { HttpHandler } from 'msw'
import type { Route } from '../http-kit'

export function onboardingHandlers(_route: Route): HttpHandler[] {
  return []
}
