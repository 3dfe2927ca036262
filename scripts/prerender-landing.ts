import { readFile, writeFile } from 'node:fs/promises'
import { resolve } from 'node:path'
import react from '@vitejs/plugin-react'
import { createServer, type Plugin, type ResolvedConfig } from 'vite'
import { routePreloadScript, type Manifest } from './route-preload'

/**
 * Issue 33: the landing's HTML is rendered at build time and hydrated. After the client bundle is
 * written, a module server (no HMR, no other plugins) loads src/app/prerender-landing.tsx, renders
 * '/' with react-dom/server and puts the markup inside index.html's #root, marked
 * data-prerendered so main.tsx hydrates it on '/' and clears it on every other route (index.html
 * hides it there before the first paint). Runs before the service worker is generated, so the
 * precached index.html is this one.
 */
/**
 * The stylesheet goes inside index.html: the prerendered landing paints as soon as the HTML has
 * arrived, instead of waiting for a render-blocking CSS request queued behind the page's scripts
 * (issue 33: on a slow phone network that request decided the landing's LCP). The file stays in
 * the build and the precache; only index.html stops asking for it.
 */
async function inlineStylesheets(html: string, outDir: string): Promise<string> {
  const links = [...html.matchAll(/<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g)]
  let inlined = html
  for (const [tag, path = ''] of links) {
    const css = await readFile(resolve(outDir, path), 'utf8')
    // Relative url()s would resolve against the page instead of the stylesheet.
    if (/<\/style|url\((?!["']?(\/|data:))/i.test(css)) continue
    inlined = inlined.replace(tag, () => `<style>${css}</style>`)
  }
  return inlined
}

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
          const outDir = resolve(config.root, config.build.outDir)
          const filled = html.replace(empty, `<div id="root" data-prerendered>${markup}</div>`)
          const manifest = JSON.parse(
            await readFile(resolve(outDir, '.vite/manifest.json'), 'utf8'),
          ) as Manifest
          const preload = routePreloadScript(manifest, config.base)
          const withPreload = filled.replace('</head>', () => `${preload}</head>`)
          await writeFile(file, await inlineStylesheets(withPreload, outDir))
        } finally {
          await server.close()
        }
      },
    },
  }
}
