// A Vite server in middleware mode that loads the app's TypeScript modules into Node (no HMR, no
// socket, no dependency scan), for the scripts that run domain and coach code: coach:eval,
// coach:words and the eval-set splitter. Close it when done.
import { fileURLToPath } from 'node:url'
import { createServer } from 'vite'

export const root = fileURLToPath(new URL('..', import.meta.url))

export function createSsrLoader() {
  return createServer({
    configFile: false,
    root,
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
    optimizeDeps: { noDiscovery: true, entries: [] },
    resolve: { alias: { '@': `${root}src`, '@mocks': `${root}mocks` } },
  })
}
