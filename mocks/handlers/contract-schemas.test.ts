import { describe, expect, it } from 'vitest'
import type { z } from 'zod'
import { endpointSchemas, type EndpointKey, type EndpointSchemas } from '@/contract'
import type { Route } from '../http-kit'
import { accountHandlers } from './account-handlers'
import { authHandlers } from './auth-handlers'
import { coachHandlers } from './coach-handlers'
import { creditHandlers } from './credit-handlers'
import { dashboardHandlers } from './dashboard-handlers'
import { matchesHandlers } from './matches-handlers'
import { onboardingHandlers } from './onboarding-handlers'
import { practiceHandlers } from './practice-handlers'
import { roadmapHandlers } from './roadmap-handlers'
import { syncHandlers } from './sync-handlers'
import { userHandlers } from './user-handlers'

const factories = [
  authHandlers,
  userHandlers,
  creditHandlers,
  roadmapHandlers,
  onboardingHandlers,
  matchesHandlers,
  dashboardHandlers,
  coachHandlers,
  accountHandlers,
  practiceHandlers,
  syncHandlers,
]

/** Every route the handler files register, with the body schema each one validates with. */
function registeredRoutes(): Map<string, z.ZodType | undefined> {
  const routes = new Map<string, z.ZodType | undefined>()
  const record = ((key: EndpointKey, schema: z.ZodType | undefined) => {
    routes.set(key, schema)
    return null
  }) as unknown as Route
  for (const factory of factories) factory(record)
  return routes
}

const schemas: Record<string, EndpointSchemas> = endpointSchemas

describe('the contract: every endpoint has its schemas, and the handlers use them', () => {
  const routes = registeredRoutes()

  it('routes exactly the endpoints the contract lists', () => {
    expect([...routes.keys()].sort()).toEqual(Object.keys(endpointSchemas).sort())
  })

  it.each([...routes.entries()])('%s validates its body with the contract schema', (key, used) => {
    const declared = schemas[key]
    expect(declared, `${key} has no entry in src/contract/endpoint-schemas.ts`).toBeDefined()
    expect(used).toBe(declared?.body)
  })

  it('declares a body schema for every JSON endpoint that takes one', () => {
    // The client's body types (endpoints.ts) that are not `undefined` need a schema to check them.
    const withBody = Object.entries(schemas).filter(([, entry]) => entry.body !== undefined)
    expect(withBody.length).toBeGreaterThan(15)
    for (const [key, entry] of Object.entries(schemas)) {
      const method = key.slice(0, key.indexOf(' '))
      if (method === 'GET') expect(entry.body, key).toBeUndefined()
    }
  })
})
