import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError, api, apiOrNullOn401, apiRequest } from './client'
import { serveApiInTests } from './testing/api-test-server'

const seen: { method: string; contentType: string | null; body: string; url: string }[] = []

const echo = async ({ request }: { request: Request }) => {
  seen.push({
    method: request.method,
    contentType: request.headers.get('content-type'),
    body: await request.text(),
    url: request.url,
  })
  return HttpResponse.json({ ok: true })
}

serveApiInTests(
  http.post('http://api.test/api/credits/earn', echo),
  http.post('http://api.test/api/auth/signout', echo),
  http.get('http://api.test/api/credits', echo),
  http.put('http://api.test/api/roadmap/:roleId/steps/:stepId/status', echo),
  http.get('http://api.test/api/chat/history', echo),
  http.get('http://api.test/api/practice/history', () =>
    HttpResponse.text('no coffee here', { status: 418 }),
  ),
  http.get(
    'http://api.test/empty-error',
    () => new HttpResponse(null, { status: 503, statusText: 'Service Unavailable' }),
  ),
  http.get('http://api.test/api/users/profile', () =>
    HttpResponse.json({ message: 'Nope' }, { status: 403 }),
  ),
  http.get('http://api.test/api/auth/user', () =>
    HttpResponse.json({ message: 'Sign in' }, { status: 401 }),
  ),
)

afterEach(() => {
  seen.length = 0
})

describe('api client', () => {
  it('sends JSON with a content type only when there is a payload, always with credentials', async () => {
    // Node's fetch drops `credentials` from the Request, so read it where the client passes it.
    const fetchSpy = vi.spyOn(globalThis, 'fetch')
    await api('POST /api/credits/earn', { body: { actionId: 'a' } })
    await api('POST /api/auth/signout')
    await api('GET /api/credits')
    expect(seen.map(({ method, contentType, body }) => ({ method, contentType, body }))).toEqual([
      { method: 'POST', contentType: 'application/json', body: '{"actionId":"a"}' },
      { method: 'POST', contentType: null, body: '' },
      { method: 'GET', contentType: null, body: '' },
    ])
    expect(fetchSpy.mock.calls.map(([, init]) => init?.credentials)).toEqual([
      'include',
      'include',
      'include',
    ])
    fetchSpy.mockRestore()
  })

  it('fills path parameters (encoded) and leaves absent query values out', async () => {
    await api('PUT /api/roadmap/:roleId/steps/:stepId/status', {
      params: { roleId: 'a e/x', stepId: 2 },
      body: { status: 'completed' },
    })
    await api('GET /api/chat/history', { query: { channel: 'coaching', before: undefined } })
    expect(seen.map((r) => r.url)).toEqual([
      'http://api.test/api/roadmap/a%20e%2Fx/steps/2/status',
      'http://api.test/api/chat/history?channel=coaching',
    ])
  })

  it('throws "STATUS: BODY" on a non-OK response', async () => {
    await expect(api('GET /api/practice/history')).rejects.toThrow('418: no coffee here')
  })

  it('uses the status text when the body is empty', async () => {
    await expect(apiRequest('GET', '/empty-error')).rejects.toThrow('503: Service Unavailable')
  })

  it('exposes the JSON message of an error body', async () => {
    const error = await api('GET /api/users/profile').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect((error as ApiError).message).toBe('403: {"message":"Nope"}')
    expect((error as ApiError).serverMessage).toBe('Nope')
  })

  it('lets a read return null on 401, and throws by default', async () => {
    await expect(apiOrNullOn401('GET /api/auth/user')).resolves.toBeNull()
    await expect(api('GET /api/auth/user')).rejects.toThrow(/^401: /)
    await expect(apiOrNullOn401('GET /api/users/profile')).rejects.toThrow(/^403: /)
  })
})
