import { parseResume } from '../../src/documents/index'
import { loadPdfJs } from '../../src/documents/read/load-pdfjs'
import { FIXTURE_NOW, fixtureFile, fixtureNames } from '../../src/documents/testing/fixtures'

/**
 * Resume parse budget (DESIGN.md section 7): a 2-page PDF resume to insights under 300 ms,
 * judged on the median over warm runs, per fixture. The one-off costs of a session are reported on their own
 * rows: loading pdf.js (once, when the first file is chosen) and the first parse after it, which
 * also starts pdf.js's worker.
 */

export interface BenchRow {
  name: string
  runs: number
  medianMs: number
  p95Ms?: number
  budgetMs?: number
}

const TWO_PAGE_PDF_BUDGET_MS = 300
const WARMUP_RUNS = 3
const MEASURED_RUNS = 30

const cases: { label: string; file: string; budgetMs?: number }[] = [
  { label: '2-page PDF', file: fixtureNames.singleColumnPdf, budgetMs: TWO_PAGE_PDF_BUDGET_MS },
  { label: 'two-column PDF', file: fixtureNames.twoColumnPdf },
  { label: 'DOCX', file: fixtureNames.docx },
  { label: 'TXT', file: fixtureNames.txt },
  { label: 'DOC (best effort)', file: fixtureNames.doc },
]

function percentile(sorted: readonly number[], share: number): number {
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil(sorted.length * share) - 1))
  return sorted[index] ?? Number.NaN
}

async function timeOnce(file: string): Promise<number> {
  const input = fixtureFile(file)
  const start = performance.now()
  const outcome = await parseResume(input, { now: FIXTURE_NOW })
  const elapsed = performance.now() - start
  if (!outcome.ok) throw new Error(`${file} did not parse: ${outcome.message}`)
  return elapsed
}

async function measure(file: string): Promise<number[]> {
  for (let i = 0; i < WARMUP_RUNS; i++) await timeOnce(file)
  const samples: number[] = []
  for (let i = 0; i < MEASURED_RUNS; i++) samples.push(await timeOnce(file))
  return samples.sort((a, b) => a - b)
}

export async function run(): Promise<BenchRow[]> {
  const loadStart = performance.now()
  await loadPdfJs()
  const load = performance.now() - loadStart
  const first = await timeOnce(fixtureNames.singleColumnPdf)
  const rows: BenchRow[] = [
    { name: 'resume: load pdf.js (once per session, no budget)', runs: 1, medianMs: load },
    {
      name: 'resume: first 2-page PDF after load (boots the worker, no budget)',
      runs: 1,
      medianMs: first,
    },
  ]
  for (const { label, file, budgetMs } of cases) {
    const samples = await measure(file)
    rows.push({
      name: `resume: ${label} to insights`,
      runs: samples.length,
      medianMs: percentile(samples, 0.5),
      p95Ms: percentile(samples, 0.95),
      ...(budgetMs === undefined ? {} : { budgetMs }),
    })
  }
  return rows
}
