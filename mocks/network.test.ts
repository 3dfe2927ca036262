import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

const server = vi.hoisted(() => ({
  configureServer: vi.fn(),
  preloadHeavy: vi.fn(() => Promise.resolve()),
  warm: vi.fn(() => Promise.resolve()),
  handleApiRequest: vi.fn((request: Request) =>
    Promise.resolve(new Response(`in page: ${request.method} ${new URL(request.url).pathname}`)),
  ),
}))
vi.mock('./server', () => server)

const realFetch = globalThis.fetch
const shown = (input: RequestInfo | URL) =>
  input instanceof Request ? input.url : input instanceof URL ? input.href : input
const network = vi.fn((input: RequestInfo | URL) =>
  Promise.resolve(new Response(`network: ${shown(input)}`)),
)

beforeEach(async () => {
  vi.stubGlobal('location', new URL('http://app.test/dashboard'))
  vi.stubGlobal('window', new EventTarget())
  globalThis.fetch = network
  const { startNetwork } = await import('./network')
  startNetwork()
})

afterEach(() => {
  globalThis.fetch = realFetch
  vi.unstubAllGlobals()
  vi.clearAllMocks()
})

describe('the in-page /api fetch', () => {
  it('loads and opens the server when the page says /api is coming, not before', async () => {
    const { API_SOON_EVENT } = await import('./network')
    expect(server.warm).not.toHaveBeenCalled()
    window.dispatchEvent(new Event(API_SOON_EVENT))
    await vi.waitFor(() => expect(server.warm).toHaveBeenCalledTimes(1))
    expect(server.handleApiRequest).not.toHaveBeenCalled()
  })

  it('answers same-origin /api calls in the page, given as a path, a URL or a Request', async () => {
    const answers = await Promise.all([
      fetch('/api/auth/user').then((r) => r.text()),
      fetch(new URL('http://app.test/api/credits')).then((r) => r.text()),
      fetch(new Request('http://app.test/api/chat/becky', { method: 'POST', body: '{}' })).then(
        (r) => r.text(),
      ),
    ])
    expect(answers).toEqual([
      'in page: GET /api/auth/user',
      'in page: GET /api/credits',
      'in page: POST /api/chat/becky',
    ])
    expect(network).not.toHaveBeenCalled()
  })

  it('sends everything else to the network untouched', async () => {
    await fetch('/assets/app.js')
    await fetch('https://sync.example/api/sync')
    expect(network.mock.calls.map(([input]) => shown(input))).toEqual([
      '/assets/app.js',
      'https://sync.example/api/sync',
    ])
    expect(server.handleApiRequest).not.toHaveBeenCalled()
  })

  it('preloads the coach and practice code only once /api has been quiet for a while', async () => {
    vi.useFakeTimers()
    try {
      let answer = (_: Response) => {}
      server.handleApiRequest.mockImplementationOnce(
        () => new Promise<Response>((resolve) => (answer = resolve)),
      )
      const session = fetch('/api/auth/user')
      await vi.advanceTimersByTimeAsync(10_000)
      // The session check is still in flight: the screen's own calls come first.
      expect(server.preloadHeavy).not.toHaveBeenCalled()
      answer(new Response('{}'))
      await session
      await fetch('/api/dashboard')
      await vi.advanceTimersByTimeAsync(500)
      expect(server.preloadHeavy).not.toHaveBeenCalled()
      await vi.advanceTimersByTimeAsync(5_000)
      expect(server.preloadHeavy).toHaveBeenCalledTimes(1)
      await fetch('/api/credits')
      await vi.advanceTimersByTimeAsync(10_000)
      expect(server.preloadHeavy).toHaveBeenCalledTimes(1)
    } finally {
      vi.useRealTimers()
    }
  })

  it('rejects with AbortError when the caller aborts before the answer', async () => {
    server.handleApiRequest.mockImplementationOnce(() => new Promise<Response>(() => undefined))
    const controller = new AbortController()
    const pending = fetch('/api/chat/becky', { method: 'POST', signal: controller.signal })
    controller.abort()
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' })
  })
})
