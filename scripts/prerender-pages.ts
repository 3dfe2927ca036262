import { readFile, writeFile } from 'node:fs/promises'
import { resolve } from 'node:path'
import react from '@vitejs/plugin-react'
import { createServer, type Plugin, type ResolvedConfig } from 'vite'
import { routePreloadScript, type Manifest } from './route-preload'

/**
 * Issue 33: the landing's and the wizard's HTML are rendered at build time and hydrated. After the
 * client bundle is written, a module server (no HMR, no other plugins) loads
 * src/app/prerender-pages.tsx, renders each page with react-dom/static and puts the markup inside
 * a copy of index.html's #root, marked data-prerendered with its path, in the page's own file
 * (index.html, diagnostic-onboarding.html: the preview server and the service worker's precache
 * serve /diagnostic-onboarding from the second). A few inline lines in each file's head decide
 * before the first paint whether this visit fits the copy (its path, no session or draft where the
 * page says so); when it does not, the copy is hidden and cleared and main.tsx renders from empty.
 * Runs before the service worker is generated, so the precached files are these.
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

interface PrerenderedPage {
  path: string
  file: string
  unlessCookie?: string
  unlessSessionKey?: string
}

/** The head's check: marks the document `data-route="app"` when this visit does not fit the copy. */
function fitScript(page: PrerenderedPage): string {
  const checks = [`location.pathname === ${JSON.stringify(page.path)}`]
  if (page.unlessCookie) {
    const prefix = JSON.stringify(`${page.unlessCookie}=`)
    checks.push(`!document.cookie.split(';').some((part) => part.trim().startsWith(${prefix}))`)
  }
  if (page.unlessSessionKey) {
    const key = JSON.stringify(page.unlessSessionKey)
    // Storage blocked by privacy settings holds no draft.
    checks.push(
      `(() => { try { return sessionStorage.getItem(${key}) === null } catch { return true } })()`,
    )
  }
  return `<script>if (!(${checks.join(' && ')})) document.documentElement.dataset.route = 'app'</script>`
}

export function prerenderPages(alias: Record<string, string>): Plugin {
  let config: ResolvedConfig | undefined
  return {
    name: 'salespath:prerender-pages',
    apply: 'build',
    configResolved(resolved) {
      config = resolved
    },
    writeBundle: {
      sequential: true,
      order: 'pre',
      async handler() {
        if (!config || config.build.ssr) return
        const outDir = resolve(config.root, config.build.outDir)
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
          const entry = (await server.ssrLoadModule('/src/app/prerender-pages.tsx')) as {
            renderPage: (path: string) => Promise<string>
            prerenderedPages: readonly PrerenderedPage[]
          }
          const template = await readFile(resolve(outDir, 'index.html'), 'utf8')
          const empty = '<div id="root"></div>'
          // The check and the route's preloads go first in the head: before the inlined
          // stylesheet, which the parser would otherwise read before asking for the route's chunks.
          const charset = '<meta charset="UTF-8" />'
          if (!template.includes(charset)) throw new Error(`index.html has no ${charset}`)
          if (!template.includes(empty)) throw new Error(`index.html has no ${empty} to fill`)
          const manifest = JSON.parse(
            await readFile(resolve(outDir, '.vite/manifest.json'), 'utf8'),
          ) as Manifest
          const preload = routePreloadScript(manifest, config.base)
          // One page at a time: they share the module server's router and query client.
          for (const page of entry.prerenderedPages) {
            const markup = await entry.renderPage(page.path)
            const root = `<div id="root" data-prerendered="${page.path}">${markup}</div>`
            const html = template
              .replace(empty, () => root)
              .replace(charset, () => `${charset}${fitScript(page)}${preload}`)
            await writeFile(resolve(outDir, page.file), await inlineStylesheets(html, outDir))
          }
        } finally {
          await server.close()
        }
      },
    },
  }
}
