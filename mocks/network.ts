import { FetchInterceptor } from '@mswjs/interceptors/fetch'
import type { InPageServerOptions } from './server-options'

export type { InPageServerOptions } from './server-options'

/**
 * The in-page /api (DESIGN section 1): a fetch interceptor enabled before the first render sends
 * same-origin /api requests to the in-browser server; everything else goes to the network untouched.
 *
 * Departure from "msw defineNetwork in the page": measured with Vite 8, `defineNetwork` + `http`
 * from msw 3 cost 140 KB gzip on first paint (the landing budget is 150 KB), while the fetch
 * interceptor it wraps costs 10 KB. So the page uses the interceptor directly, and the server chunk
 * (msw's `getResponse` over the same handlers, services, Dexie, zod) loads on the first /api call:
 * the fallback DESIGN names. Node tests run the same handlers through msw's `setupServer`.
 */
function isApiRequest(request: Request): boolean {
  const url = new URL(request.url)
  return url.origin === location.origin && url.pathname.startsWith('/api/')
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

export function startNetwork(options: InPageServerOptions = {}): void {
  const loadServer = serverLoader(options)
  const interceptor = new FetchInterceptor()
  interceptor.apply()
  interceptor.on('request', async ({ request, controller }) => {
    if (!isApiRequest(request)) return
    const { handleApiRequest } = await loadServer()
    controller.respondWith(await handleApiRequest(request))
  })
}
