import { afterAll, afterEach, beforeAll, expect } from 'vitest'
import type { DiagnosticAnswers } from '@/domain/diagnostic'
import type { ServiceDeps, Services } from '@/services'
import { createTestServer, createTestServices } from './node'

export const BASE = 'http://localhost'

/**
 * Starts msw's Node server for one test file. Each test gets fresh services (a new fake-indexeddb
 * database) through a proxy, so the server is started once.
 */
export function useTestApi(overrides: Partial<ServiceDeps> = {}) {
  const ctx = { services: createTestServices(overrides) }
  const proxy = new Proxy({} as Services, {
    get: (_target, key) => ctx.services[key as keyof Services],
  })
  const server = createTestServer(proxy)
  beforeAll(() => {
    server.listen({ onUnhandledFrame: 'error' })
  })
  afterEach(() => {
    ctx.services = createTestServices(overrides)
  })
  afterAll(() => {
    server.close()
  })
  return ctx
}

/** A JSON request with an optional session cookie and guest header, as a browser would send. */
export async function call(
  method: string,
  path: string,
  options: { body?: unknown; token?: string | null; guest?: string; rawBody?: string } = {},
) {
  const headers: Record<string, string> = {}
  if (options.body !== undefined || options.rawBody !== undefined)
    headers['content-type'] = 'application/json'
  if (options.token) headers.cookie = `auth_token=${options.token}`
  if (options.guest) headers['x-guest-session'] = options.guest
  const body =
    options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body))
  const response = await fetch(BASE + path, { method, headers, body })
  const text = await response.text()
  return {
    status: response.status,
    json: text ? (JSON.parse(text) as Record<string, unknown>) : null,
    headers: response.headers,
  }
}

export async function signUpUser(
  email = 'ada@example.com',
  password = 'secret123',
  guest?: string,
) {
  const res = await call('POST', '/api/auth/signup', {
    body: { name: 'Ada', email, password },
    ...(guest ? { guest } : {}),
  })
  const token = res.json?.token as string
  const user = res.json?.user as { id: string; email: string }
  return { token, user, res }
}

/** An SDR who wants to close deals: the wizard's answers as the screen sends them. */
export const sampleAnswers: DiagnosticAnswers = {
  first_name: 'Maya',
  email: 'maya@example.com',
  current_role: 'sdr_bdr',
  biggest_career_goal: 'close_deals',
  work_preferences: ['fast_paced_competitive', 'target_driven'],
  strengths: ['persuasion', 'resilience', 'communication'],
  target_timeline: 'this_year',
  learning_style: 'role_play',
  confidence_level: 'confident_need_plan',
}

/** A new account that has finished the diagnostic with `sampleAnswers`. */
export async function signedInWithDiagnostic(email: string) {
  const session = await signUpUser(email)
  const run = await call('POST', '/api/onboarding/diagnostic', {
    body: sampleAnswers,
    token: session.token,
  })
  expect(run.status).toBe(200)
  return session
}
