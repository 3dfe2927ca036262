// Benchmark runner (DESIGN.md section 7 budgets). Loads every scripts/bench/*.bench.ts, each
// exporting `run(): Promise<BenchRow[]>` with BenchRow { name, runs, medianMs, p95Ms?, budgetMs? },
// prints one table, and saves it to .bench/latest.json.
//   npm run bench              all benchmarks
//   npm run bench -- resume    only files whose name contains "resume"
// Over-budget rows are reported, not fatal: the exit code is non-zero only when a benchmark crashes.
import { mkdir, readdir, writeFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { createServer } from 'vite'

const root = fileURLToPath(new URL('..', import.meta.url))
const benchDir = new URL('./bench/', import.meta.url)
const filters = process.argv.slice(2).filter((a) => !a.startsWith('--'))

// A module server (not runnerImport, which closes its runner after one import) so benchmarks
// can exercise code that loads chunks later with dynamic import(), like pdf.js.
const vite = await createServer({
  configFile: false,
  root,
  logLevel: 'error',
  appType: 'custom',
  server: { middlewareMode: true, hmr: false, watch: null },
  optimizeDeps: { noDiscovery: true, entries: [] },
  resolve: { alias: { '@': `${root}src`, '@mocks': `${root}mocks` } },
})

const files = (await readdir(benchDir))
  .filter((f) => f.endsWith('.bench.ts'))
  .filter((f) => filters.length === 0 || filters.some((needle) => f.includes(needle)))
  .sort()

const rows = []
const crashes = []
try {
  for (const file of files) {
    const started = performance.now()
    process.stdout.write(`running ${file} ... `)
    try {
      const bench = await vite.ssrLoadModule(`/scripts/bench/${file}`)
      const result = await bench.run()
      rows.push(...result.map((row) => ({ file, ...row })))
      console.log(`done in ${((performance.now() - started) / 1000).toFixed(1)}s`)
    } catch (error) {
      console.log('CRASHED')
      crashes.push({ file, error })
    }
  }
} finally {
  await vite.close()
}

const ms = (value) => (value === undefined ? '-' : value < 1 ? value.toFixed(3) : value.toFixed(1))
const verdict = (row) =>
  row.budgetMs === undefined
    ? '(no budget)'
    : row.medianMs <= row.budgetMs
      ? 'within budget'
      : 'OVER BUDGET'

const table = [
  ['benchmark', 'runs', 'median ms', 'p95 ms', 'budget ms', 'result'],
  ...rows.map((r) => [
    r.name,
    String(r.runs),
    ms(r.medianMs),
    ms(r.p95Ms),
    ms(r.budgetMs),
    verdict(r),
  ]),
]
const widths = table[0].map((_, col) => Math.max(...table.map((line) => line[col].length)))
const format = (line) =>
  line
    .map((cell, col) =>
      col === 0 || col === 5 ? cell.padEnd(widths[col]) : cell.padStart(widths[col]),
    )
    .join('  ')
console.log(`\n${format(table[0])}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`)
for (const line of table.slice(1)) console.log(format(line))

const over = rows.filter((r) => verdict(r) === 'OVER BUDGET')
console.log(`\n${rows.length} measurements, ${over.length} over budget, ${crashes.length} crashed.`)
for (const { file, error } of crashes) console.error(`\n${file} crashed:\n`, error)

await mkdir(new URL('../.bench/', import.meta.url), { recursive: true })
await writeFile(
  new URL('../.bench/latest.json', import.meta.url),
  JSON.stringify(
    {
      at: new Date().toISOString(),
      node: process.version,
      rows,
      crashed: crashes.map((c) => c.file),
    },
    null,
    2,
  ),
)
process.exit(crashes.length ? 1 : 0)
