import { setupServer } from 'msw/node'
import { createIsolatedServices, type ServiceDeps, type Services } from '@/services'
import { createHandlers } from './handlers'

/** A fresh database (fake-indexeddb) and services for one test; deps can be overridden. */
export function createTestServices(overrides: Partial<ServiceDeps> = {}): Services {
  return createIsolatedServices(overrides)
}

/** The same handlers the page uses, on msw's Node interceptors. */
export function createTestServer(services: Services) {
  return setupServer(...createHandlers(() => Promise.resolve(services)))
}
