import { spawn, type ChildProcess } from 'node:child_process'
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freePort } from '../../scripts/sync-db.mjs'
import { migrate } from './migrate'
import { changes, freshDatabase, migrationsDir } from '../test/test-db'

/** The built server (global-setup builds it) as its own process, as `npm run server` runs it. */
const bundle = fileURLToPath(new URL('../../dist-server/main.js', import.meta.url))

let db: Awaited<ReturnType<typeof freshDatabase>>
beforeAll(async () => {
  db = await freshDatabase()
})
afterAll(async () => {
  await db.drop()
})

async function startServer(
  env: Record<string, string>,
): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort()
  const child = spawn(process.execPath, [bundle], {
    env: { ...process.env, DATABASE_URL: db.url, PORT: String(port), LOG_LEVEL: 'warn', ...env },
    stdio: 'ignore',
  })
  const url = `http://127.0.0.1:${String(port)}`
  for (let i = 0; i < 200; i += 1) {
    const up = await fetch(`${url}/sync/v1/health`).then(
      (r) => r.ok,
      () => false,
    )
    if (up) return { url, child }
    await new Promise((r) => setTimeout(r, 50))
  }
  child.kill('SIGKILL')
  throw new Error('the server did not start')
}

function stopped(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve()
    else child.once('exit', () => resolve())
  })
}

describe('the server process', () => {
  it('loses nothing and duplicates nothing when killed mid-push', async () => {
    const first = await startServer({})
    const account = await fetch(`${first.url}/sync/v1/accounts`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'crash@example.com', password: 'correct horse' }),
    }).then((r) => r.json() as Promise<{ token: string }>)
    const batch = changes('crash', 500)
    const body = JSON.stringify({ deviceId: 'device-a', changes: batch })
    const headers = { 'content-type': 'application/json', authorization: `Bearer ${account.token}` }
    // The push is in flight when the process dies; whether its transaction committed or not,
    // the device still holds the batch and sends it again.
    const inFlight = fetch(`${first.url}/sync/v1/push`, { method: 'POST', headers, body }).catch(
      () => 'lost',
    )
    first.child.kill('SIGKILL')
    await inFlight
    await stopped(first.child)

    const second = await startServer({})
    const retry = await fetch(`${second.url}/sync/v1/push`, { method: 'POST', headers, body })
    const result = (await retry.json()) as { accepted: number; duplicates: number }
    expect(result.accepted + result.duplicates).toBe(500)
    const rows = await db.sql<{ n: string; ids: string }[]>`
      select count(*)::text as n, count(distinct change_id)::text as ids from changes`
    expect(rows[0]).toEqual({ n: '500', ids: '500' })
    second.child.kill('SIGTERM')
    await stopped(second.child)
  })

  it('serves a built app beside the API, with the router owning unknown paths', async () => {
    const dir = join(tmpdir(), `salespath-static-${String(process.pid)}`)
    mkdirSync(join(dir, 'assets'), { recursive: true })
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>SalesPath</title>')
    writeFileSync(join(dir, 'assets', 'app-abc123.js'), 'console.log(1)')
    const server = await startServer({ STATIC_DIR: dir })
    const page = await fetch(`${server.url}/dashboard`)
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('<title>SalesPath</title>')
    expect(page.headers.get('cache-control')).toBe('no-cache')
    const asset = await fetch(`${server.url}/assets/app-abc123.js`)
    expect(asset.headers.get('cache-control')).toContain('immutable')
    const api = await fetch(`${server.url}/sync/v1/nothing-here`)
    expect(api.status).toBe(404)
    expect(await api.json()).toEqual({ error: 'Not found.' })
    server.child.kill('SIGTERM')
    await stopped(server.child)
    rmSync(dir, { recursive: true, force: true })
  })

  it('applies each migration once, even when run again', async () => {
    expect(await migrate(db.sql, migrationsDir)).toEqual([])
  })
})
