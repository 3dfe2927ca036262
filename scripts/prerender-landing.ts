import { readFile, writeFile } from 'node:fs/promises'
import { resolve } from 'node:path'
import react from '@vitejs/plugin-react'
import { createServer, type Plugin, type ResolvedConfig } from 'vite'

/**
 * Issue 33: the landing's HTML is rendered at build time and hydrated. After the client bundle is
 * written, a module server (no HMR, no other plugins) loads src/app/prerender-landing.tsx, renders
 * '/' with react-dom/server and puts the markup inside index.html's #root, marked
 * data-prerendered so main.tsx hydrates it on '/' and clears it on every other route (index.html
 * hides it there before the first paint). Runs before the service worker is generated, so the
 * precached index.html is this one.
 */
export function prerenderLanding(alias: Record<string, string>): Plugin {
  let config: ResolvedConfig | undefined
  return {
    name: 'salespath:prerender-landing',
    apply: 'build',
    configResolved(resolved) {
      config = resolved
    },
    writeBundle: {
      sequential: true,
      order: 'pre',
      async handler() {
        if (!config || config.build.ssr) return
        const server = await createServer({
          configFile: false,
          root: config.root,
          logLevel: 'error',
          appType: 'custom',
          plugins: [react()],
          resolve: { alias },
          server: { middlewareMode: true, hmr: false, ws: false, watch: null },
          optimizeDeps: { noDiscovery: true, entries: [] },
        })
        try {
          const entry = (await server.ssrLoadModule('/src/app/prerender-landing.tsx')) as {
            renderLanding: () => Promise<string>
          }
          const markup = await entry.renderLanding()
          const file = resolve(config.root, config.build.outDir, 'index.html')
          const html = await readFile(file, 'utf8')
          const empty = '<div id="root"></div>'
          if (!html.includes(empty)) throw new Error(`index.html has no ${empty} to fill`)
          await writeFile(
            file,
            html.replace(empty, `<div id="root" data-prerendered>${markup}</div>`),
          )
        } finally {
          await server.close()
        }
      },
    },
  }
}
