// Reports the JS the landing page loads (gzip): the entry chunk and its static imports, plus the
// chunks the landing route loads on first paint. Budget: 150 KB (DESIGN section 7).
import { readFileSync, existsSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import { join } from 'node:path'

const dist = 'dist'
const manifestPath = join(dist, '.vite', 'manifest.json')
if (!existsSync(manifestPath)) {
  console.log('[size] no dist/.vite/manifest.json: build with build.manifest enabled')
  process.exit(0)
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'))
const seen = new Set()
function visit(key, dynamicToo) {
  if (seen.has(key)) return
  seen.add(key)
  const entry = manifest[key]
  for (const child of entry.imports ?? []) visit(child, false)
  if (dynamicToo) for (const child of entry.dynamicImports ?? []) visit(child, false)
}
const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry)
visit(entryKey, false)
// The landing route chunk and the in-page server load on the first visit to '/'.
for (const key of Object.keys(manifest)) {
  if (/src\/routes\/index\.tsx|mocks\/server\.ts/.test(key)) visit(key, false)
  if (/src\/routes\/index\.tsx\?tsr-split/.test(key)) visit(key, false)
}
let total = 0
const rows = []
for (const key of seen) {
  const file = manifest[key].file
  if (!file.endsWith('.js')) continue
  const size = gzipSync(readFileSync(join(dist, file))).length
  total += size
  rows.push([file, size])
}
rows.sort((a, b) => b[1] - a[1])
for (const [file, size] of rows)
  console.log(`[size] ${(size / 1024).toFixed(1).padStart(7)} KB  ${file}`)
console.log(`[size] landing page JS (gzip): ${(total / 1024).toFixed(1)} KB (budget 150 KB)`)
