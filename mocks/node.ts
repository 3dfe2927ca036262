import { setupServer } from 'msw/node'
import { responseProblem } from '@/contract/response-schemas'
import { createIsolatedServices, type ServiceDeps, type Services } from '@/services'
import { createHandlers } from './handlers'

/** A fresh database (fake-indexeddb) and services for one test; deps can be overridden. */
export function createTestServices(overrides: Partial<ServiceDeps> = {}): Services {
  return createIsolatedServices(overrides)
}

/**
 * The same handlers the page uses, on msw's Node interceptors; every JSON answer is checked
 * against its endpoint's response schema (a mismatch is a 500 naming the field).
 */
export function createTestServer(services: Services) {
  return setupServer(...createHandlers(() => Promise.resolve(services), responseProblem))
}
