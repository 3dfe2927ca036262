import fastifyStatic from '@fastify/static'
import type { FastifyInstance } from 'fastify'
import { resolve } from 'node:path'
import { SYNC_BASE_PATH } from '@/contract/sync'

/**
 * Serves the built app next to the sync API, so one host runs both. Hashed assets are cached for
 * good; everything else (index.html, the service worker, the manifest) is revalidated, so an
 * update reaches people on their next visit. Unknown paths get index.html: the router owns them.
 */
export async function serveApp(app: FastifyInstance, staticDir: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: resolve(staticDir),
    wildcard: false,
    // cache-control is set per file below.
    cacheControl: false,
    setHeaders: (reply, path) => {
      void reply.header(
        'cache-control',
        path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      )
    },
  })
  app.setNotFoundHandler((request, reply) => {
    if (request.method !== 'GET' || request.url.startsWith(SYNC_BASE_PATH)) {
      return reply.status(404).send({ error: 'Not found.' })
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html')
  })
}
