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
 * The coach's and the practice room's code load once the page's /api has gone quiet: no call in
 * flight for a moment, then an idle period. Scheduled as soon as the server had loaded, they
 * landed between a signed-in screen's session check and its own data call, and that call waited
 * behind the coach's evaluation (issue 33: about 300 ms of a cold dashboard at 4x CPU).
 */
function heavyPreloader(quietMs: number) {
  let wanted: (() => Promise<void>) | undefined
  let inFlight = 0
  let timer: ReturnType<typeof setTimeout> | undefined
  const schedule = () => {
    clearTimeout(timer)
    if (!wanted || inFlight > 0) return
    timer = setTimeout(
      () =>
        whenIdle(() => {
          if (!wanted || inFlight > 0) return
          const preload = wanted
          wanted = undefined
          // A failed preload (offline, evicted cache) only means the first call loads it instead.
          preload().catch(() => undefined)
        }),
      quietMs,
    )
  }
  return {
    want(preload: () => Promise<void>) {
      wanted = preload
      schedule()
    },
    /** Wraps one /api call so the preload waits for it to settle. */
    track<T>(call: Promise<T>): Promise<T> {
      inFlight += 1
      clearTimeout(timer)
      return call.finally(() => {
        inFlight -= 1
        schedule()
      })
    },
  }
}

/** Loads the server chunk once and hands it the page's options before its first request. */
function serverLoader(options: InPageServerOptions, heavy: ReturnType<typeof heavyPreloader>) {
  let server: Promise<typeof import('./server')> | undefined
  return () =>
    (server ??= import('./server').then((loaded) => {
      loaded.configureServer(options)
      heavy.want(loaded.preloadHeavy)
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
  const heavy = heavyPreloader(1_000)
  const loadServer = serverLoader(options, heavy)
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
    return heavy.track(
      abortable(request.signal, async () => (await loadServer()).handleApiRequest(request)),
    )
  }
}
