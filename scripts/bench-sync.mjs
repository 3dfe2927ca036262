// `npm run bench:sync`: a bounded load test of the sync server on loopback. Simulated devices
// (two per account) push batches of changes, then pull from the start of their log, against the
// built server and a fresh local PostgreSQL. Scenarios: how it scales with devices (an empty log),
// then with the size of each account's change log (seeded straight into PostgreSQL first).
// Prints throughput, p50/p95/p99 and the machine's load average (os.loadavg) before and after
// each phase, since on a shared machine the figures mean little without it. It measures, it
// never fails on a figure. Bounded by request count (and a time cap), so it always ends.
//   npm run bench:sync [-- --devices=20,200] [-- --log=10000,100000] [-- --log-devices=20]
import { execFileSync, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { availableParallelism, loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import autocannon from 'autocannon'
import postgres from 'postgres'
import { freePort, startDevDatabase } from './sync-db.mjs'

function listArg(name, fallback) {
  const arg = process.argv.find((a) => a.startsWith(`--${name}=`))
  return arg
    ? arg
        .slice(name.length + 3)
        .split(',')
        .map(Number)
    : fallback
}

/** Devices with an empty log, then changes per account already in the log (with logDevices). */
const deviceCounts = listArg('devices', [20, 200])
const logSizes = listArg('log', [10_000, 100_000])
const [logDevices = 20] = listArg('log-devices', [20])
const scenarios = [
  ...deviceCounts.map((devices) => ({ devices, seeded: 0 })),
  ...logSizes.map((seeded) => ({ devices: logDevices, seeded })),
]
const totalAccounts = scenarios.reduce((sum, s) => sum + s.devices / 2, 0)
const changesPerPush = 20
const pushes = 4000
const pulls = 4000
let scenarioIndex = 0

const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' / ')

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

async function createDevices(url, accounts) {
  const tokens = []
  for (let i = 0; i < accounts; i += 1) {
    const email = `load-${scenarioIndex}-${i}@example.com`
    const body = JSON.stringify({ email, password: 'correct horse' })
    const headers = { 'content-type': 'application/json' }
    const first = await fetch(`${url}/sync/v1/accounts`, { method: 'POST', headers, body })
    const second = await fetch(`${url}/sync/v1/sessions`, { method: 'POST', headers, body })
    tokens.push((await first.json()).token, (await second.json()).token)
  }
  return tokens
}

/**
 * Puts `perAccount` changes in the log of every account of this scenario, as earlier pushes would
 * have (one SQL statement: pushing them through the API would take longer than the test).
 */
async function seedLog(sql, perAccount) {
  const started = performance.now()
  await sql`insert into changes (account_id, change_id, hlc, device_id, table_name, row_key, op, value)
    select a.id, 'seed-' || g, lpad(g::text, 15, '0') || ':000000:seed', 'seed', 'checklistTicks',
      'ae:' || (g % 12) || ':' || (g % 5), 'put', '{"done": true}'::jsonb
    from accounts a, generate_series(1, ${perAccount}::int) g
    where a.email like ${`load-${scenarioIndex}-%`}`
  await sql`analyze changes`
  const [{ rows }] = await sql`select count(*)::int as rows from changes`
  const seconds = ((performance.now() - started) / 1000).toFixed(1)
  log(`  seeded ${perAccount} changes per account in ${seconds} s (${rows} rows in the log)`)
}

/** One autocannon phase; each connection is one device with its own token. */
function phase(url, tokens, amount, request) {
  const devices = tokens.length
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

async function measured(name, run, changesPerRequest) {
  const before = load()
  const result = await run()
  const ok = result.statusCodeStats['200']?.count ?? 0
  log(
    `${name}: ${result.requests.total} requests in ${result.duration.toFixed(1)} s, ` +
      `${ok} answered 200, ${result.errors} errors (${result.timeouts} timed out), ` +
      `${result.non2xx} non-2xx; load average (1/5/15 min) ${before} before, ${load()} after`,
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
    SYNC_ACCOUNTS_PER_HOUR: String(totalAccounts * 2),
    DATABASE_POOL: '20',
  },
  stdio: 'inherit',
})
const url = `http://127.0.0.1:${port}`
const sql = postgres(db.adminUrl, { max: 1, onnotice: () => undefined })
try {
  await waitUntilUp(url)
  log(
    `sync load test: loopback, ${availableParallelism()} CPUs, load average ${load()}; ` +
      `${pushes} pushes of ${changesPerPush} changes, then ${pulls} pulls of up to 500 from the start`,
  )
  for (const { devices, seeded } of scenarios) {
    scenarioIndex += 1
    const tokens = await createDevices(url, devices / 2)
    log(`\n${devices} devices (${devices / 2} accounts), ${seeded} changes per account before`)
    if (seeded > 0) await seedLog(sql, seeded)
    await measured('push', () => phase(url, tokens, pushes, pushRequest), changesPerPush)
    await measured('pull', () => phase(url, tokens, pulls, pullRequest))
  }
} finally {
  await sql.end()
  server.kill('SIGTERM')
  await new Promise((r) => server.once('exit', r))
  db.stop()
  rmSync(dataDir, { recursive: true, force: true })
}
