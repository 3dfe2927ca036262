import { http } from 'msw'
import { defineNetwork, InterceptorSource } from 'msw/experimental'
import { FetchInterceptor } from '@mswjs/interceptors/fetch'

/**
 * The only module that touches msw's experimental network API (DESIGN section 1): the handlers run
 * in the page, not in a service worker, so Workbox's worker owns the scope. One catch-all handler
 * loads the real server on demand; everything that is not /api passes through to the network.
 */
export function startNetwork(): void {
  const network = defineNetwork({
    sources: [new InterceptorSource({ interceptors: [new FetchInterceptor()] })],
    handlers: [
      http.all('/api/*', async ({ request }) => {
        const { handleApiRequest } = await import('./server')
        return handleApiRequest(request)
      }),
    ],
    onUnhandledFrame: 'bypass',
  })
  network.enable()
}
