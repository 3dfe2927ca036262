// `npm run bench:sync`: a bounded load test of the sync server on loopback. 200 simulated devices
// (100 accounts, two devices each) push batches of changes, then pull them back, against the built
// server and a fresh local PostgreSQL. Prints throughput and latency; it measures, it never fails
// on a figure. Bounded by request count (and a time cap), so it always ends.
import { execFileSync, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import autocannon from 'autocannon'
import { freePort, startDevDatabase } from './sync-db.mjs'

const devices = 200
const accounts = devices / 2
const changesPerPush = 20
const pushes = 4000
const pulls = 4000

function log(line) {
  process.stdout.write(`${line}\n`)
}

async function waitUntilUp(url) {
  for (let i = 0; i < 200; i += 1) {
    if (
      await fetch(`${url}/sync/v1/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return
    await new Promise((r) => setTimeout(r, 50))
  }
  throw new Error('the sync server did not start')
}

async function createDevices(url) {
  const tokens = []
  for (let i = 0; i < accounts; i += 1) {
    const body = JSON.stringify({ email: `load-${i}@example.com`, password: 'correct horse' })
    const headers = { 'content-type': 'application/json' }
    const first = await fetch(`${url}/sync/v1/accounts`, { method: 'POST', headers, body })
    const second = await fetch(`${url}/sync/v1/sessions`, { method: 'POST', headers, body })
    tokens.push((await first.json()).token, (await second.json()).token)
  }
  return tokens
}

/** One autocannon phase; each connection is one device with its own token. */
function phase(url, tokens, amount, request) {
  let next = 0
  const times = []
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        connections: devices,
        amount,
        duration: 120,
        requests: [
          {
            setupRequest: (req, context) => {
              context.device ??= next++ % devices
              context.sent = (context.sent ?? 0) + 1
              return request(req, context, tokens[context.device])
            },
          },
        ],
      },
      (error, result) => (error ? reject(error) : resolve({ ...result, times })),
    )
    instance.on('response', (_client, _status, _bytes, ms) => times.push(ms))
  })
}

/** The exact percentile of the response times (autocannon's histogram skips p95). */
function percentile(times, share) {
  const sorted = [...times].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * share) - 1)] ?? 0
}

function pushRequest(req, context, token) {
  const device = `dev-${context.device}`
  const changes = Array.from({ length: changesPerPush }, (_, i) => {
    const n = context.sent * changesPerPush + i
    return {
      id: `${device}-${n}-${'x'.repeat(8)}`,
      hlc: `${String(1_700_000_000_000 + n).padStart(15, '0')}:000000:${device}`,
      deviceId: device,
      table: 'checklistTicks',
      key: `ae:${n % 12}:${n % 5}`,
      op: 'put',
      value: { roleId: 'ae', stepId: n % 12, itemIndex: n % 5, done: true, updatedAt: 'x' },
    }
  })
  return {
    ...req,
    method: 'POST',
    path: '/sync/v1/push',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ deviceId: device, changes }),
  }
}

function pullRequest(req, _context, token) {
  return {
    ...req,
    method: 'GET',
    path: '/sync/v1/pull?after=0&limit=500',
    headers: { authorization: `Bearer ${token}` },
  }
}

function report(name, result, changesPerRequest) {
  const ok = result.statusCodeStats['200']?.count ?? 0
  log(
    `${name}: ${result.requests.total} requests in ${result.duration.toFixed(1)} s, ` +
      `${ok} answered 200, ${result.errors} errors, ${result.non2xx} non-2xx`,
  )
  log(
    `  throughput ${result.requests.average.toFixed(0)} req/s` +
      (changesPerRequest
        ? ` (${(result.requests.average * changesPerRequest).toFixed(0)} changes/s)`
        : ''),
  )
  log(
    `  latency p50 ${percentile(result.times, 0.5).toFixed(0)} ms, ` +
      `p95 ${percentile(result.times, 0.95).toFixed(0)} ms, ` +
      `p99 ${percentile(result.times, 0.99).toFixed(0)} ms, max ${result.latency.max} ms`,
  )
}

execFileSync('npx', ['vite', 'build', '--config', 'server/vite.config.ts'], { stdio: 'inherit' })
const dataDir = mkdtempSync(join(tmpdir(), 'salespath-bench-pg-'))
const db = await startDevDatabase({ dataDir })
const port = await freePort()
const server = spawn(process.execPath, ['dist-server/main.js'], {
  env: {
    ...process.env,
    DATABASE_URL: db.adminUrl,
    PORT: String(port),
    LOG_LEVEL: 'warn',
    SYNC_ACCOUNTS_PER_HOUR: String(accounts * 2),
    DATABASE_POOL: '20',
  },
  stdio: 'inherit',
})
const url = `http://127.0.0.1:${port}`
try {
  await waitUntilUp(url)
  const tokens = await createDevices(url)
  log(`sync load test: ${devices} devices (${accounts} accounts), loopback, 2-core machine`)
  report('push', await phase(url, tokens, pushes, pushRequest), changesPerPush)
  report('pull', await phase(url, tokens, pulls, pullRequest))
} finally {
  server.kill('SIGTERM')
  await new Promise((r) => server.once('exit', r))
  db.stop()
  rmSync(dataDir, { recursive: true, force: true })
}
