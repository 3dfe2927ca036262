// Reports the JavaScript the landing page ('/') loads, gzip-compressed, from Vite's build manifest.
// Budget: 120 KB gzip for the first load (issue 33; DESIGN section 7 allows 150 KB).
//
// Groups, each chunk with its static imports:
// - first load: the entry chunk and the landing route's chunk (what a visitor's first paint needs);
// - after load, when idle: what src/app starts once the page has loaded and the browser is idle:
//   the service worker registration (virtual:pwa-register + workbox-window), and the landing's
//   parts that hydrate then (src/features/landing/load-after-idle.ts: the hero's preview and the
//   sections after the hero, prerendered in the HTML); IndexedDB change events start with the
//   server below. The landing's JS before idle is the first load alone;
// - first /api call: the in-page server (mocks/server.ts: services, Dexie, zod). A visitor's landing
//   makes no call; a signed-in visit asks /api/auth/user, so its landing loads this group too.
// pdf.js, mammoth, WebLLM and the other routes load on demand and are not counted.
// tests/e2e/pwa.spec.ts checks the first two groups against what Chromium downloads for '/'.
//
// Usage: node scripts/report-size.mjs [--dist dir] [--json] [--strict]
//   --json    print the result as JSON (for tests)
//   --strict  exit 1 when the first load is over budget
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

const BUDGET_KB = 120
const args = process.argv.slice(2)
const option = (name) => {
  const index = args.indexOf(name)
  return index === -1 ? undefined : args[index + 1]
}
const dist = option('--dist') ?? process.env.E2E_DIST ?? 'dist'
const manifestPath = join(dist, '.vite', 'manifest.json')
if (!existsSync(manifestPath)) {
  console.log(`[size] no ${manifestPath}: build with build.manifest enabled`)
  process.exit(0)
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'))
const keys = Object.keys(manifest)

/** Manifest keys of the chunks that start each group. */
const entryKeys = keys.filter((key) => manifest[key].isEntry)
const firstLoadRoots = [
  ...entryKeys,
  ...keys.filter((key) => /^src\/routes\/index\.tsx\?tsr-split/.test(key)),
]
const startupImports = entryKeys.flatMap((key) => manifest[key].dynamicImports ?? [])
const afterPaintRoots = [
  ...startupImports.filter(
    (key) => /virtual:pwa-register/.test(key) || manifest[key]?.name === 'data',
  ),
  // registerSW imports workbox-window as soon as it runs.
  ...keys.filter((key) => /workbox-window\.prod/.test(key)),
  // The landing's parts that loadAfterIdle hydrates once the page is idle.
  ...keys.filter((key) => /^src\/features\/landing\/(below-fold|hero-preview)\.tsx$/.test(key)),
]
const apiRoots = keys.filter((key) => key === 'mocks/server.ts')

/** The chunk and everything it imports statically (what the browser fetches with it). */
function staticClosure(roots, into = new Set()) {
  const stack = [...roots]
  while (stack.length > 0) {
    const key = stack.pop()
    if (into.has(key) || !manifest[key]) continue
    into.add(key)
    stack.push(...(manifest[key].imports ?? []))
  }
  return into
}

/** Each group lists only the chunks no earlier group already loaded. */
function groups(...rootLists) {
  const seen = new Set()
  return rootLists.map((roots) => {
    const fresh = [...staticClosure(roots)].filter((key) => !seen.has(key))
    for (const key of fresh) seen.add(key)
    return new Set(fresh)
  })
}
const [firstLoad, afterPaint, firstApiCall] = groups(firstLoadRoots, afterPaintRoots, apiRoots)

function measure(group, set) {
  return [...set]
    .map((key) => manifest[key].file)
    .filter((file) => file.endsWith('.js'))
    .map((file) => {
      const bytes = readFileSync(join(dist, file))
      return { file, group, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length }
    })
}

const files = [
  ...measure('first load', firstLoad),
  ...measure('after load, when idle', afterPaint),
  ...measure('first /api call', firstApiCall),
]
const sum = (group) => files.filter((f) => f.group === group).reduce((s, f) => s + f.gzip, 0)
const css = [...firstLoad].flatMap((key) => manifest[key].css ?? [])
const cssGzip = [...new Set(css)].reduce(
  (s, file) => s + gzipSync(readFileSync(join(dist, file)), { level: 9 }).length,
  0,
)
const result = {
  dist,
  budgetKb: BUDGET_KB,
  firstLoadGzip: sum('first load'),
  afterPaintGzip: sum('after load, when idle'),
  firstApiCallGzip: sum('first /api call'),
  cssGzip,
  files,
}

if (args.includes('--json')) {
  console.log(JSON.stringify(result))
} else {
  const kb = (bytes) => `${(bytes / 1024).toFixed(1).padStart(7)} KB`
  for (const f of [...files].sort((a, b) => b.gzip - a.gzip)) {
    console.log(
      `[size] ${kb(f.gzip)}  ${f.file}${f.group === 'first load' ? '' : `  (${f.group})`}`,
    )
  }
  const over = result.firstLoadGzip > BUDGET_KB * 1024
  console.log(
    `[size] landing page JS (gzip): ${(result.firstLoadGzip / 1024).toFixed(1)} KB first load` +
      ` (budget ${String(BUDGET_KB)} KB${over ? ', OVER BUDGET' : ''}),` +
      ` +${(result.afterPaintGzip / 1024).toFixed(1)} KB after load, when idle,` +
      ` +${(result.firstApiCallGzip / 1024).toFixed(1)} KB on the first /api call (signed-in landing);` +
      ` CSS ${(cssGzip / 1024).toFixed(1)} KB`,
  )
  if (over && args.includes('--strict')) process.exit(1)
}
