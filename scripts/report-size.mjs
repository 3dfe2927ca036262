// Reports the JavaScript the landing page ('/') loads, gzip-compressed, from Vite's build manifest.
// Budget: 150 KB (DESIGN section 7).
//
// First load = the entry chunk, the landing route's chunk and the in-page server chunk (the root
// route asks /api/auth/user before the first render), each with its static imports. After first
// paint the app also registers the service worker (virtual:pwa-register + workbox-window); those
// are listed separately. pdf.js, mammoth, WebLLM and other routes load on demand and are not counted.
// tests/e2e/pwa.spec.ts checks this list against what Chromium actually downloads for '/'.
//
// Usage: node scripts/report-size.mjs [--dist dir] [--json] [--strict]
//   --json    print the result as JSON (for tests)
//   --strict  exit 1 when the first load is over budget
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

const BUDGET_KB = 150
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
const firstLoadRoots = [
  ...keys.filter((key) => manifest[key].isEntry),
  ...keys.filter((key) => /^src\/routes\/index\.tsx\?tsr-split/.test(key)),
  ...keys.filter((key) => key === 'mocks/server.ts'),
]
const afterPaintRoots = keys.filter((key) => /virtual:pwa-register|workbox-window\.prod/.test(key))

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

const firstLoad = staticClosure(firstLoadRoots)
const afterPaint = new Set([...staticClosure(afterPaintRoots)].filter((k) => !firstLoad.has(k)))

function measure(group, set) {
  return [...set]
    .map((key) => manifest[key].file)
    .filter((file) => file.endsWith('.js'))
    .map((file) => {
      const bytes = readFileSync(join(dist, file))
      return { file, group, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length }
    })
}

const files = [...measure('first load', firstLoad), ...measure('after first paint', afterPaint)]
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
  afterPaintGzip: sum('after first paint'),
  cssGzip,
  files,
}

if (args.includes('--json')) {
  console.log(JSON.stringify(result))
} else {
  const kb = (bytes) => `${(bytes / 1024).toFixed(1).padStart(7)} KB`
  for (const f of [...files].sort((a, b) => b.gzip - a.gzip)) {
    console.log(
      `[size] ${kb(f.gzip)}  ${f.file}${f.group === 'first load' ? '' : '  (after first paint)'}`,
    )
  }
  const over = result.firstLoadGzip > BUDGET_KB * 1024
  console.log(
    `[size] landing page JS (gzip): ${(result.firstLoadGzip / 1024).toFixed(1)} KB first load` +
      ` (budget ${String(BUDGET_KB)} KB${over ? ', OVER BUDGET' : ''}),` +
      ` +${(result.afterPaintGzip / 1024).toFixed(1)} KB after first paint; CSS ${(cssGzip / 1024).toFixed(1)} KB`,
  )
  if (over && args.includes('--strict')) process.exit(1)
}
