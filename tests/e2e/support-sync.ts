import { execFileSync, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, type Page } from '@playwright/test'
import { freePort, startDevDatabase } from '../../scripts/sync-db.mjs'

/**
 * A real sync server for the e2e suite: a fresh PostgreSQL in a temporary directory and the built
 * server (dist-server) on a free port, as `npm run server` runs it.
 */
export async function startSyncStack(): Promise<{ url: string; stop: () => void }> {
  execFileSync('npx', ['vite', 'build', '--config', 'server/vite.config.ts'], { stdio: 'inherit' })
  const dataDir = mkdtempSync(join(tmpdir(), 'salespath-e2e-pg-'))
  const db = await startDevDatabase({ dataDir })
  const port = await freePort()
  const child = spawn(process.execPath, ['dist-server/main.js'], {
    env: { ...process.env, DATABASE_URL: db.adminUrl, PORT: String(port), LOG_LEVEL: 'warn' },
    stdio: 'inherit',
  })
  const url = `http://127.0.0.1:${String(port)}`
  await expect
    .poll(
      () =>
        fetch(`${url}/sync/v1/health`).then(
          (r) => r.ok,
          () => false,
        ),
      { timeout: 20_000 },
    )
    .toBe(true)
  return {
    url,
    stop: () => {
      child.kill('SIGTERM')
      db.stop()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

/** Settings -> Sync across devices: turns sync on with a sync account. */
export async function turnOnSync(
  page: Page,
  server: string,
  account: { email: string; mode: 'create' | 'sign_in' },
) {
  await page.goto('/settings')
  const section = page.getByRole('region', { name: 'Sync across devices' })
  await section.getByLabel('Sync server address').fill(server)
  await section
    .getByRole('radio', {
      name: account.mode === 'create' ? /Create a sync account/ : /I already have one/,
    })
    .check()
  await section.getByLabel('Sync account email').fill(account.email)
  await section.getByLabel('Sync account password', { exact: true }).fill('correct horse')
  await section.getByRole('button', { name: 'Turn on sync' }).click()
  await expect(section.getByText(/Syncing with/)).toBeVisible()
  // The form turns into the status as soon as the link is saved, while the first sync may still
  // run; this call joins that run (one per user at a time) and returns when it is done.
  await settledSync(page)
  return section
}

/** Runs a sync through the in-page /api and waits for it (or the one already running) to end. */
export async function settledSync(page: Page) {
  const done = await page.evaluate(async () => {
    const res = await fetch('/api/sync/now', { method: 'POST', credentials: 'include' })
    return res.status
  })
  expect(done).toBe(200)
}
