import { spawn, spawnSync } from 'node:child_process'
import { chromium, type Page } from '@playwright/test'
import { ensureChromium } from '../ensure-chromium.mjs'
import { accountWithProgress } from '../../tests/e2e/support-pwa'
import { heavyScreens, screenReadyMs, seedHeavyAccount } from '../../tests/e2e/support-scale'
import type { BenchRow } from './coach.bench'

/**
 * Issue 13, item 5: every screen that reads a person's rows is usable within 1 s of navigation,
 * for a fresh account and for a heavy one (20,000 messages, 5,000 ledger rows, every checklist
 * tick). Runs the production build in Debian's Chromium, like the e2e suite; the time is the
 * page's own clock from navigation start to a painted heading, no "Loading" and (on the coach)
 * an enabled input. Seeded: the same rows every run.
 */

const budgetMs = 1_000
const rounds = 5
const port = Number(process.env.BENCH_PORT ?? 4176)
const outDir = 'dist-bench'
const baseURL = `http://127.0.0.1:${String(port)}`

function buildApp() {
  const built = spawnSync('npx', ['vite', 'build', '--outDir', outDir], { encoding: 'utf8' })
  if (built.status !== 0) throw new Error(`vite build failed:\n${built.stderr}`)
}

async function startPreview() {
  const args = ['vite', 'preview', '--outDir', outDir, '--port', String(port), '--strictPort']
  const server = spawn('npx', [...args, '--host', '127.0.0.1'], { stdio: 'ignore' })
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const up = await fetch(baseURL).then(
      (res) => res.ok,
      () => false,
    )
    if (up) return server
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  server.kill()
  throw new Error(`vite preview did not answer on ${baseURL}`)
}

async function timeScreens(page: Page, label: string): Promise<BenchRow[]> {
  const rows: BenchRow[] = []
  for (const path of heavyScreens) {
    await screenReadyMs(page, path) // warm-up: chunks into the HTTP cache, as for a returning user
    const samples: number[] = []
    for (let i = 0; i < rounds; i += 1) samples.push(await screenReadyMs(page, path))
    samples.sort((a, b) => a - b)
    const medianMs = samples[Math.floor(rounds / 2)] ?? Number.NaN
    const p95Ms = samples[samples.length - 1]
    rows.push({ name: `screen ${path}, ${label}`, runs: rounds, medianMs, p95Ms, budgetMs })
  }
  return rows
}

export async function run(): Promise<BenchRow[]> {
  ensureChromium()
  buildApp()
  const server = await startPreview()
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run'],
  })
  try {
    // No service worker: every run loads the way a first visit after install does, from HTTP.
    const context = await browser.newContext({ baseURL, serviceWorkers: 'block' })
    const page = await context.newPage()
    await accountWithProgress(page)
    const fresh = await timeScreens(page, 'fresh account')
    const seeded = await seedHeavyAccount(page)
    if (seeded.status !== 200) throw new Error(`seeding failed: ${JSON.stringify(seeded.json)}`)
    return [...fresh, ...(await timeScreens(page, 'heavy account'))]
  } finally {
    await browser.close()
    server.kill()
  }
}
