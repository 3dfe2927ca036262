// Scores the resume reader against hand-labelled truth: the public corpus
// (tests/fixtures/resumes/public, manifest.json) and the generated fixtures (expected.json beside
// them). Same pipeline as the app (src/documents via a Vite module server, pdf.js legacy build).
//   npm run resume:eval                   every file, a row each, then totals per set
//   npm run resume:eval -- --dump NAME    the reading-order text, insights and the years' jobs and
//                                         gaps of matching files
//   npm run resume:eval -- --verbose      also the misses and extras per file
//   npm run resume:eval -- --dev          dev files only: use this while changing the reader, so the
//                                         holdout's outputs are never seen (issue 35)
// The corpus of tests/fixtures/resumes/corpus and the fresh holdout of tests/fixtures/resumes/fresh
// (manifest.json, truth files) read their PDFs from .scratch/resume-corpus/ or RESUME_CORPUS_DIR
// (`npx node scripts/resume-corpus.mjs` puts them there), and so does the dev set grown for issue
// 35's third pass (tests/fixtures/resumes/grown). Files once held out and since read
// (formerHoldout in their manifests) are dev now, reported as their own sets.
import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { createServer } from 'vite'
import { scoreFile, summarise, formatRow, formatTotals } from './resume-eval-score.mjs'

const root = fileURLToPath(new URL('..', import.meta.url))
const fixtures = new URL('../tests/fixtures/resumes/', import.meta.url)
const args = process.argv.slice(2)
const dumpIndex = args.indexOf('--dump')
const dumpFilter = dumpIndex >= 0 ? (args[dumpIndex + 1] ?? '') : undefined
const verbose = args.includes('--verbose')
const devOnly = args.includes('--dev')
const corpusDir = new URL(
  `${process.env.RESUME_CORPUS_DIR ?? new URL('../.scratch/resume-corpus', import.meta.url).pathname}/`,
  'file:///',
)
const WARM_RUNS = 5

const readJson = async (url) => JSON.parse(await readFile(url, 'utf8'))

async function loadSets() {
  const manifest = await readJson(new URL('public/manifest.json', fixtures))
  const expected = await readJson(new URL('expected.json', fixtures))
  const publicFiles = manifest.files.map((f) => ({
    set: f.formerHoldout ? 'public-was-held' : 'public-tuning',
    name: f.file,
    url: new URL(`public/${f.file}`, fixtures),
    truth: new URL(`public/${f.file.replace(/\.[a-z]+$/, '')}.truth.json`, fixtures),
    now: manifest.now,
  }))
  const own = expected.files.map((f) => ({
    set: 'fixtures',
    name: f.file,
    url: new URL(f.file, fixtures),
    truthValue: f.truth,
    now: expected.now,
  }))
  const corpusSet = (dir, set) => async () => {
    const m = await readJson(new URL(`${dir}/manifest.json`, fixtures))
    return m.files.map((f) => ({
      set: set(f),
      name: f.file,
      url: new URL(f.file, corpusDir),
      truth: new URL(`${dir}/${f.file.replace(/\.[a-z]+$/, '')}.truth.json`, fixtures),
      now: m.now,
    }))
  }
  const corpusFiles = [
    ...(await corpusSet('corpus', (f) => (f.formerHoldout ? 'corpus-was-held' : 'corpus-dev'))()),
    ...(await corpusSet('fresh', (f) => (f.holdout ? 'fresh-holdout' : 'fresh-dev'))()),
    ...(await corpusSet('grown', () => 'grown-dev')()),
  ]
  const missing = corpusFiles.filter((f) => !existsSync(f.url))
  if (missing.length) {
    console.log(
      `${missing.length} corpus PDFs missing in ${corpusDir.pathname}: npx node scripts/resume-corpus.mjs`,
    )
  }
  const all = [...publicFiles, ...corpusFiles.filter((f) => existsSync(f.url)), ...own]
  return devOnly ? all.filter((f) => !f.set.endsWith('holdout')) : all
}

const vite = await createServer({
  configFile: false,
  root,
  logLevel: 'error',
  appType: 'custom',
  server: { middlewareMode: true, hmr: false, watch: null },
  optimizeDeps: { noDiscovery: true, entries: [] },
  resolve: { alias: { '@': `${root}src` } },
})

const rows = []
try {
  const documents = await vite.ssrLoadModule('/src/documents/index.ts')
  const { experienceBreakdown } = await vite.ssrLoadModule(
    '/src/documents/insights/experience-years.ts',
  )
  for (const entry of await loadSets()) {
    if (dumpFilter !== undefined && !entry.name.includes(dumpFilter)) continue
    const bytes = new Uint8Array(await readFile(entry.url))
    const now = new Date(`${entry.now}T00:00:00Z`)
    const parse = () => documents.parseResume({ name: entry.name, bytes }, { now })
    let outcome = await parse()
    if (dumpFilter !== undefined) {
      console.log(`===== ${entry.name}`)
      console.log(outcome.ok ? outcome.text : outcome)
      if (outcome.ok) console.log(JSON.stringify({ ...outcome.insights }, null, 1))
      // The years with the jobs they came from and the gaps left out.
      if (outcome.ok)
        console.log(JSON.stringify(experienceBreakdown(outcome.sections, now), null, 1))
      continue
    }
    const times = []
    for (let i = 0; i < WARM_RUNS; i++) {
      const started = performance.now()
      outcome = await parse()
      times.push(performance.now() - started)
    }
    const truth = entry.truthValue ?? (await readJson(entry.truth))
    const insights = outcome.ok ? outcome.insights : undefined
    const ms = times.sort((a, b) => a - b)[Math.floor(times.length / 2)]
    // The steps after reading (lines to insights) alone, to tell pdf.js time from ours.
    const started = performance.now()
    if (outcome.ok) documents.extractInsightsFromText(outcome.text, now)
    const stepsMs = performance.now() - started
    const row = { set: entry.set, name: entry.name, ms, stepsMs, ...scoreFile(insights, truth) }
    rows.push(row)
    console.log(formatRow(row))
    if (verbose) console.log(`    ${JSON.stringify(row.detail)}`)
  }
} finally {
  await vite.close()
}

if (dumpFilter === undefined) {
  for (const set of [
    'public-tuning',
    'public-was-held',
    'corpus-dev',
    'corpus-was-held',
    'grown-dev',
    'fresh-holdout',
    'fixtures',
  ]) {
    const inSet = rows.filter((r) => r.set === set)
    if (inSet.length) console.log(formatTotals(set, summarise(inSet)))
  }
  // The two parts: dev (tuned on) and holdout (never read while changing the reader).
  const dev = rows.filter((r) => r.set !== 'fixtures' && !r.set.endsWith('holdout'))
  const holdout = rows.filter((r) => r.set.endsWith('holdout'))
  console.log(formatTotals('DEV', summarise(dev)))
  if (holdout.length) console.log(formatTotals('HOLDOUT', summarise(holdout)))
}
