import { createHash } from 'node:crypto'
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { axeFindings } from './support-axe'
import { expect, type BrowserContext, type Page } from '@playwright/test'
import { signUpViaApi } from './support'

/** The build the preview server serves (scripts/e2e.mjs passes E2E_DIST). */
export const distDir = process.env.E2E_DIST ?? 'dist'

/** Waits until Workbox's worker is active (its precache complete) and controls this page. */
export async function waitForServiceWorker(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
    if (navigator.serviceWorker.controller) return
    await new Promise<void>((resolve) => {
      navigator.serviceWorker.addEventListener(
        'controllerchange',
        () => {
          resolve()
        },
        { once: true },
      )
    })
  })
}

/**
 * One online visit as a person makes it: open the app, let the worker install and take control,
 * reload once (so even the chunks this tab had loaded before come from the worker).
 */
export async function visitOnce(page: Page, path = '/') {
  await page.goto(path)
  await waitForServiceWorker(page)
  await page.reload()
  await waitForServiceWorker(page)
}

/** Cuts the network and proves it: a URL the worker has not cached must fail to load. */
export async function goOffline(page: Page, context: BrowserContext) {
  await context.setOffline(true)
  const reached = await page.evaluate(async () => {
    try {
      await fetch(`/pwa-192x192.png?offline-probe=${String(Date.now())}`, { cache: 'no-store' })
      return true
    } catch {
      return false
    }
  })
  expect(reached, 'the network should be unreachable, also for the service worker').toBe(false)
}

/** The URLs in the generated service worker's precache manifest. */
export function precachedUrls(): string[] {
  const sw = readFileSync(join(distDir, 'sw.js'), 'utf8')
  return [...sw.matchAll(/url:"([^"]+)"/g)].map((match) => match[1] ?? '')
}

/** Width and height from a PNG's IHDR chunk. */
export function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG')
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) }
}

/**
 * Deploys 'build B' over the served build: index.html changes (a marker comment), and sw.js gets
 * that file's new precache revision, exactly what a rebuild with a changed file produces. Returns
 * a function that puts build A back.
 */
export function deployBuildB(marker: string): () => void {
  const indexPath = join(distDir, 'index.html')
  const swPath = join(distDir, 'sw.js')
  const originalIndex = readFileSync(indexPath, 'utf8')
  const originalSw = readFileSync(swPath, 'utf8')
  const revision = (text: string) => createHash('md5').update(text).digest('hex')
  const newIndex = originalIndex.replace('</head>', `<!-- ${marker} --></head>`)
  const oldRevision = revision(originalIndex)
  expect(originalSw, 'sw.js lists index.html with its md5 revision').toContain(oldRevision)
  writeFileSync(indexPath, newIndex)
  writeFileSync(swPath, originalSw.replace(oldRevision, revision(newIndex)))
  return () => {
    writeFileSync(indexPath, originalIndex)
    writeFileSync(swPath, originalSw)
  }
}

/** Sends a JSON request through the in-page /api, as the app does. */
export async function apiCall(page: Page, method: string, path: string, body?: unknown) {
  return page.evaluate(
    async ({ method, path, body }) => {
      const res = await fetch(path, {
        method,
        credentials: 'include',
        headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      })
      const text = await res.text()
      return { status: res.status, json: text ? (JSON.parse(text) as unknown) : null }
    },
    { method, path, body },
  )
}

/** The account's data as GET /api/account/export returns it (without the export time). */
export async function exportedData(page: Page) {
  const res = await apiCall(page, 'GET', '/api/account/export')
  expect(res.status).toBe(200)
  return (res.json as { data: unknown }).data
}

/** Chooses a file in Settings' 'Import from a file'. */
export async function chooseImportFile(page: Page, name: string, content: string) {
  await page.getByTestId('import-file').setInputFiles({
    name,
    mimeType: 'application/json',
    buffer: Buffer.from(content),
  })
}

/** Wizard answers (option values of src/domain/diagnostic) whose top match is Account Executive. */
export const aeAnswers = {
  first_name: 'Noor',
  email: 'noor@example.com',
  current_role: 'sdr_bdr',
  biggest_career_goal: 'close_deals',
  work_preferences: ['fast_paced_competitive', 'target_driven'],
  strengths: ['persuasion', 'resilience', 'communication'],
  target_timeline: 'this_year',
  learning_style: 'role_play',
  confidence_level: 'confident_need_plan',
}

/** A new account with a diagnostic (AE), step 2 unlocked and one item ticked, on /settings. */
export async function accountWithProgress(page: Page) {
  await page.goto('/')
  const account = await signUpViaApi(page)
  expect((await apiCall(page, 'POST', '/api/onboarding/diagnostic', aeAnswers)).status).toBe(200)
  expect((await apiCall(page, 'POST', '/api/roadmap/ae/unlock', { stepId: 2 })).status).toBe(200)
  const tick = await apiCall(page, 'PUT', '/api/roadmap/ae/steps/1/checklist/0', { done: true })
  expect(tick.status).toBe(200)
  await page.goto('/settings')
  await expect(page.getByRole('heading', { level: 1, name: 'Settings & privacy' })).toBeVisible()
  return account
}

/** Every axe violation, all rules on (also 'region': the app chrome sits in landmarks). */
export function axeViolations(page: Page) {
  return axeFindings(page)
}
