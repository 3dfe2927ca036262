import { http } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { endpointSchemas } from '@/contract'
import { endpointResponses, responseProblem } from '@/contract/response-schemas'
import { createRoute } from '../http-kit'
import { createTestServices } from '../node'
import { BASE, call, signedInWithDiagnostic, useTestApi } from '../test-kit'

describe('the contract: every endpoint has a response schema', () => {
  it('lists a response schema for exactly the endpoints of the map', () => {
    expect(Object.keys(endpointResponses).sort()).toEqual(Object.keys(endpointSchemas).sort())
  })

  it('names the field an answer gets wrong', () => {
    expect(responseProblem('GET /api/auth/user', { id: 'u1', email: 'a@b.co', name: 'Ada' })).toBe(
      null,
    )
    expect(responseProblem('GET /api/auth/user', { id: 'u1', email: 'a@b.co' })).toMatch(
      /GET \/api\/auth\/user answered outside its contract schema at name/,
    )
  })
})

describe('a handler answering outside its contract, on the test server', () => {
  // A route of its own whose answer lacks `email`: the check turns it into a 500 naming the field.
  const services = createTestServices()
  const route = createRoute(() => Promise.resolve(services), responseProblem)
  const wrong = route('GET /api/auth/user', undefined, () => {
    return { id: 'u1', name: 'Ada' } as never
  })
  const server = setupServer(
    wrong,
    http.all('*', () => new Response(null, { status: 404 })),
  )
  beforeAll(() => {
    server.listen()
  })
  afterAll(() => {
    server.close()
  })

  it('is a 500 that names the field, never a 200', async () => {
    const res = await fetch(`${BASE}/api/auth/user`)
    expect(res.status).toBe(500)
    const body = (await res.json()) as { message: string; code: string }
    expect(body.code).toBe('contract')
    expect(body.message).toMatch(/at email/)
  })
})

describe('the answers no other handler test reads fit their schemas', () => {
  useTestApi()

  it('journey, feedback, resume warm-up and sync status', async () => {
    const { token } = await signedInWithDiagnostic('contract@example.com')
    const calls: [string, string, unknown?][] = [
      ['GET', '/api/journey'],
      ['GET', '/api/journey/ae'],
      ['POST', '/api/feedback', { rating: 4, mostUseful: 'roadmap', improve: '' }],
      ['POST', '/api/resume/prepare'],
      ['GET', '/api/sync'],
      ['DELETE', '/api/sync'],
    ]
    for (const [method, path, body] of calls) {
      // The test server checks every JSON answer against the contract: a mismatch is a 500.
      const res = await call(method, path, { token, ...(body === undefined ? {} : { body }) })
      expect(res.status, `${method} ${path}: ${JSON.stringify(res.json)}`).toBe(200)
    }
  })
})
