// `npm run lighthouse`: Lighthouse (mobile with its default simulated throttling, and desktop) on
// the production build, in Debian's Chromium. Each page and form factor runs three times (--runs N)
// and prints the median of performance, accessibility, best-practices and SEO scores, LCP, TBT, CLS
// and the longest main-thread task, with the machine's load average (issue 33), for `/` and
// `/diagnostic-onboarding` (or --path); --mobile-only skips desktop.
// Budgets (issue 15): performance 90+, accessibility, best practices and SEO 100. A benchmark: it
// prints what it measured and never fails a build.
//
// Needs the `lighthouse` npm package as a dev dependency (it brings chrome-launcher).
// Usage: node scripts/lighthouse.mjs [--no-build] [--path /route] [--json]
// Env: CHROME_PATH (default /usr/bin/chromium), LIGHTHOUSE_DIST (default dist-lighthouse),
//      LIGHTHOUSE_PORT (default 4180; 4190 is on the fetch standard's blocked-port list).
import { spawn } from 'node:child_process'
import { loadavg } from 'node:os'
import { ensureChromium } from './ensure-chromium.mjs'
import { run } from './run.mjs'

const BUDGET = { performance: 90, accessibility: 100, 'best-practices': 100, seo: 100 }
const args = process.argv.slice(2)
const paths = args.includes('--path')
  ? [args[args.indexOf('--path') + 1] ?? '/']
  : ['/', '/diagnostic-onboarding']
const dist = process.env.LIGHTHOUSE_DIST ?? 'dist-lighthouse'
const port = Number(process.env.LIGHTHOUSE_PORT ?? 4180)
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium'
const runs = args.includes('--runs') ? Number(args[args.indexOf('--runs') + 1] ?? 3) : 3
const formFactors = args.includes('--mobile-only') ? ['mobile'] : ['mobile', 'desktop']
const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')
const origin = `http://127.0.0.1:${String(port)}`

async function loadLighthouse() {
  try {
    const [{ default: lighthouse }, chromeLauncher] = await Promise.all([
      import('lighthouse'),
      import('chrome-launcher'),
    ])
    return { lighthouse, chromeLauncher }
  } catch {
    console.error(
      '[lighthouse] the `lighthouse` package is not installed. Add it as a dev dependency\n' +
        '             (npm install --save-dev lighthouse@13), then run npm run lighthouse again.',
    )
    process.exit(1)
  }
}

async function waitForServer(target, timeoutMs = 30_000) {
  const until = Date.now() + timeoutMs
  while (Date.now() < until) {
    try {
      if ((await fetch(target)).ok) return
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`the preview server did not answer at ${target}`)
}

function startPreview() {
  const child = spawn(
    'npx',
    [
      'vite',
      'preview',
      '--outDir',
      dist,
      '--port',
      String(port),
      '--strictPort',
      '--host',
      '127.0.0.1',
    ],
    { stdio: ['ignore', 'ignore', 'inherit'], detached: true },
  )
  // The whole process group (npx, vite), so no server outlives the run.
  return () => {
    try {
      process.kill(-child.pid, 'SIGTERM')
    } catch {
      // Already gone.
    }
  }
}

function summarise(lhr) {
  const scores = Object.fromEntries(
    Object.keys(BUDGET).map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]),
  )
  const lcp = lhr.audits['largest-contentful-paint']
  const tasks = lhr.audits['long-tasks']?.details?.items ?? []
  return {
    url: lhr.finalDisplayedUrl ?? lhr.finalUrl,
    lighthouse: lhr.lighthouseVersion,
    formFactor: lhr.configSettings.formFactor,
    scores,
    lcpMs: Math.round(lcp?.numericValue ?? 0),
    lcp: lcp?.displayValue ?? 'n/a',
    tbtMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0),
    cls: Number((lhr.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
    longestTaskMs: Math.round(Math.max(0, ...tasks.map((t) => t.duration ?? 0))),
    // What moved and what painted largest, so a CLS or LCP figure points at its element.
    shifts: (lhr.audits['layout-shifts']?.details?.items ?? []).map(
      (item) => `${item.node?.selector ?? item.node?.snippet ?? '?'} ${String(item.score ?? '')}`,
    ),
    lcpElement:
      lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node
        ?.selector ?? 'n/a',
    fetchedAt: lhr.fetchTime,
    // Why a score is under 100 outside performance (a console error's text, for one), and where
    // the longest tasks ran, so a lost point or a TBT figure points at its cause.
    failed: failedAudits(lhr),
    longTasks: tasks
      .slice()
      .sort((a, b) => (b.duration ?? 0) - (a.duration ?? 0))
      .slice(0, 3)
      .map((t) => `${String(Math.round(t.duration ?? 0))} ms ${String(t.url ?? '?')}`),
  }
}

function failedAudits(lhr) {
  const failed = []
  for (const [id, category] of Object.entries(lhr.categories)) {
    if (id === 'performance') continue
    for (const ref of category.auditRefs ?? []) {
      const audit = lhr.audits[ref.id]
      if (ref.weight === 0 || audit?.score === null || (audit?.score ?? 1) >= 1) continue
      const items = (audit?.details?.items ?? []).map((item) =>
        String(item.description ?? item.source ?? item.url ?? '').slice(0, 600),
      )
      failed.push(`${id}: ${ref.id}${items.length > 0 ? ` (${items.join('; ')})` : ''}`)
    }
  }
  return failed
}

const { lighthouse, chromeLauncher } = await loadLighthouse()
const { default: desktopConfig } = await import('lighthouse/core/config/desktop-config.js')
ensureChromium()
if (!args.includes('--no-build')) run('build', 'npx', ['vite', 'build', '--outDir', dist])
const stopPreview = startPreview()
let chrome
try {
  await waitForServer(origin)
  chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  })
  for (const path of paths) {
    for (const formFactor of formFactors) await audit(`${origin}${path}`, formFactor)
  }
} finally {
  await chrome?.kill()
  stopPreview()
}

/** The median of each figure over the runs (scores and times alike). */
function median(summaries) {
  const mid = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]
  const first = summaries[0]
  return {
    ...first,
    scores: Object.fromEntries(
      Object.keys(first.scores).map((id) => [id, mid(summaries.map((s) => s.scores[id]))]),
    ),
    lcpMs: mid(summaries.map((s) => s.lcpMs)),
    tbtMs: mid(summaries.map((s) => s.tbtMs)),
    cls: mid(summaries.map((s) => s.cls)),
    longestTaskMs: mid(summaries.map((s) => s.longestTaskMs)),
    performanceRuns: summaries.map((s) => s.scores.performance),
  }
}

async function audit(url, formFactor) {
  const summaries = []
  const loads = []
  for (let i = 0; i < runs; i += 1) {
    loads.push(load())
    const result = await lighthouse(
      url,
      { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: Object.keys(BUDGET) },
      formFactor === 'desktop' ? desktopConfig : undefined,
    )
    if (!result) throw new Error('Lighthouse returned no result')
    summaries.push(summarise(result.lhr))
  }
  const summary = { ...median(summaries), loads }
  if (args.includes('--json')) console.log(JSON.stringify(summary))
  else {
    console.log(
      `\n[lighthouse] ${summary.url} (${summary.formFactor}, Lighthouse ${summary.lighthouse}, ` +
        `median of ${String(runs)}; performance per run ${summary.performanceRuns.join(', ')})`,
    )
    console.log(`[lighthouse] load average at each run: ${loads.join(' | ')}`)
    for (const [id, score] of Object.entries(summary.scores)) {
      const ok = score >= BUDGET[id] ? 'ok' : `below budget ${String(BUDGET[id])}`
      console.log(`[lighthouse] ${id.padEnd(15)} ${String(score).padStart(3)}  (${ok})`)
    }
    console.log(`[lighthouse] LCP             ${String(summary.lcpMs)} ms`)
    console.log(`[lighthouse] TBT             ${String(summary.tbtMs)} ms`)
    console.log(`[lighthouse] CLS             ${String(summary.cls)}`)
    for (const shift of new Set(summaries.flatMap((s) => s.shifts))) {
      console.log(`[lighthouse]   shifted       ${shift}`)
    }
    console.log(`[lighthouse] LCP element     ${summary.lcpElement}`)
    console.log(`[lighthouse] longest task    ${String(summary.longestTaskMs)} ms`)
    for (const task of new Set(summaries.flatMap((s) => s.longTasks))) {
      console.log(`[lighthouse]   long task     ${task}`)
    }
    for (const failed of new Set(summaries.flatMap((s) => s.failed))) {
      console.log(`[lighthouse]   lost points   ${failed}`)
    }
  }
}
