import type { InPageServerOptions } from './server-options'

export type { InPageServerOptions } from './server-options'

/**
 * The in-page /api (DESIGN section 1): `fetch` is wrapped before the first render so same-origin
 * /api requests go to the in-browser server; everything else goes to the network untouched.
 *
 * Departure from "msw defineNetwork in the page": measured with Vite 8, `defineNetwork` + `http`
 * from msw 3 cost 140 KB gzip on first paint, and even the fetch interceptor it wraps
 * (@mswjs/interceptors) cost 10 KB of the landing's 120 KB (issue 33). The page only needs its own
 * same-origin `fetch` calls answered (no XMLHttpRequest, no other origins), so a small wrapper does
 * it, and the server chunk (msw's `getResponse` over the same handlers, services, Dexie, zod) loads
 * on the first /api call. Node tests run the same handlers through msw's `setupServer`.
 */
function apiUrl(input: RequestInfo | URL): URL | null {
  const raw = input instanceof Request ? input.url : input instanceof URL ? input.href : input
  const url = new URL(raw, location.href)
  return url.origin === location.origin && url.pathname.startsWith('/api/') ? url : null
}

/** Settles like a network fetch: rejects with the signal's reason once the caller aborts. */
function abortable(signal: AbortSignal, response: () => Promise<Response>): Promise<Response> {
  if (signal.aborted) return Promise.reject(signal.reason as Error)
  return new Promise((resolve, reject) => {
    const onAbort = () => reject(signal.reason as Error)
    signal.addEventListener('abort', onAbort, { once: true })
    response()
      .then(resolve, reject)
      .finally(() => signal.removeEventListener('abort', onAbort))
  })
}

/** Runs `task` when the browser is idle (soon after, where there is no requestIdleCallback). */
function whenIdle(task: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(task, { timeout: 5_000 })
  else setTimeout(task, 1_000)
}

/**
 * Loads the server chunk once and hands it the page's options before its first request. Once the
 * page has used its /api, the coach's and the practice room's code load when the browser is idle,
 * so their first answer does not wait on them. A visitor's landing makes no /api call and so
 * fetches none of it.
 */
function serverLoader(options: InPageServerOptions) {
  let server: Promise<typeof import('./server')> | undefined
  return () =>
    (server ??= import('./server').then((loaded) => {
      loaded.configureServer(options)
      whenIdle(() => {
        // A failed preload (offline, evicted cache) only means the first call loads it instead.
        loaded.preloadHeavy().catch(() => undefined)
      })
      return loaded
    }))
}

/**
 * A part of the page about to use /api says so with this window event (the chat button pointed
 * at or opened, the wizard's first answer): the server loads and opens its database now, and the
 * coach's code follows when idle, so the first answer does not wait for them (issue 33). Nothing
 * runs unasked: a visitor who only reads the landing never loads the server.
 */
export const API_SOON_EVENT = 'salespath:api-soon'

export function startNetwork(options: InPageServerOptions = {}): void {
  const loadServer = serverLoader(options)
  // A failed warm-up (offline before the first visit was cached) only means the call loads it.
  const warm = () =>
    void loadServer()
      .then((server) => server.warm())
      .catch(() => undefined)
  // A page only: Node tests run the handlers without one.
  if (typeof window !== 'undefined') window.addEventListener(API_SOON_EVENT, warm)
  const networkFetch = globalThis.fetch.bind(globalThis)
  globalThis.fetch = (input, init) => {
    const url = apiUrl(input)
    if (!url) return networkFetch(input, init)
    const request = new Request(input instanceof Request ? input : url, init)
    return abortable(request.signal, async () => (await loadServer()).handleApiRequest(request))
  }
}
