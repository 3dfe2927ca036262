import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { ApiError, apiRequest, getJson, sendJson, setApiBaseUrl } from './client'

const seen: { method: string; contentType: string | null; body: string }[] = []

const server = setupServer(
  http.all('http://api.test/echo', async ({ request }) => {
    seen.push({
      method: request.method,
      contentType: request.headers.get('content-type'),
      body: await request.text(),
    })
    return HttpResponse.json({ ok: true })
  }),
  http.get('http://api.test/teapot', () => HttpResponse.text('no coffee here', { status: 418 })),
  http.get(
    'http://api.test/empty-error',
    () => new HttpResponse(null, { status: 503, statusText: 'Service Unavailable' }),
  ),
  http.get('http://api.test/json-error', () =>
    HttpResponse.json({ message: 'Nope' }, { status: 403 }),
  ),
  http.get('http://api.test/unauthorized', () =>
    HttpResponse.json({ message: 'Sign in' }, { status: 401 }),
  ),
)

beforeAll(() => {
  setApiBaseUrl('http://api.test')
  server.listen({ onUnhandledFrame: 'error' })
})
afterEach(() => {
  seen.length = 0
})
afterAll(() => {
  server.close()
})

describe('api client', () => {
  it('sends JSON with a content type only when there is a payload, always with credentials', async () => {
    // Node's fetch drops `credentials` from the Request, so read it where the client passes it.
    const fetchSpy = vi.spyOn(globalThis, 'fetch')
    await sendJson('POST', '/echo', { a: 1 })
    await sendJson('POST', '/echo')
    await getJson('/echo')
    expect(seen).toEqual([
      { method: 'POST', contentType: 'application/json', body: '{"a":1}' },
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

  it('throws "STATUS: BODY" on a non-OK response', async () => {
    await expect(getJson('/teapot')).rejects.toThrow('418: no coffee here')
  })

  it('uses the status text when the body is empty', async () => {
    await expect(apiRequest('GET', '/empty-error')).rejects.toThrow('503: Service Unavailable')
  })

  it('exposes the JSON message of an error body', async () => {
    const error = await getJson('/json-error').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect((error as ApiError).message).toBe('403: {"message":"Nope"}')
    expect((error as ApiError).serverMessage).toBe('Nope')
  })

  it('lets a read return null on 401, and throws by default', async () => {
    await expect(getJson('/unauthorized', { on401: 'null' })).resolves.toBeNull()
    await expect(getJson('/unauthorized')).rejects.toThrow(/^401: /)
    await expect(getJson('/json-error', { on401: 'null' })).rejects.toThrow(/^403: /)
  })
})
