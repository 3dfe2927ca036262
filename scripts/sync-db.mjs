// A real local PostgreSQL for the sync server's development and tests: Debian's server binaries,
// a data directory under the project (.pgdata, git-ignored), a free port, trust auth on
// localhost only. Installs the `postgresql` package with apt-get when the binaries are missing,
// as ensure-chromium.mjs does for Chromium, so a new machine needs no manual set-up.
import { execFileSync, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { join, resolve } from 'node:path'

const root = resolve(import.meta.dirname, '..')

function postgresBin() {
  const base = '/usr/lib/postgresql'
  if (!existsSync(base)) return undefined
  const versions = readdirSync(base)
    .filter((v) => existsSync(join(base, v, 'bin', 'postgres')))
    .sort((a, b) => Number(b) - Number(a))
  return versions[0] === undefined ? undefined : join(base, versions[0], 'bin')
}

export function ensurePostgres() {
  const found = postgresBin()
  if (found) return found
  console.log('[sync-db] PostgreSQL server binaries missing: installing with apt-get')
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  const sudo = process.getuid?.() === 0 ? [] : ['sudo']
  const run = (args) => {
    const [cmd, ...rest] = [...sudo, ...args]
    execFileSync(cmd, rest, { stdio: 'inherit', env })
  }
  run(['apt-get', 'update'])
  run(['apt-get', 'install', '-y', '--no-install-recommends', 'postgresql'])
  const installed = postgresBin()
  if (!installed) throw new Error('apt-get finished but no PostgreSQL server binaries were found')
  return installed
}

export function freePort() {
  return new Promise((ok, fail) => {
    const server = createServer()
    server.once('error', fail)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => ok(port))
    })
  })
}

/** initdb and postgres refuse to run as root: run them as the `postgres` user then. */
function asPostgresUser(bin, args) {
  const isRoot = process.getuid?.() === 0
  const command = isRoot ? 'runuser' : bin
  const fullArgs = isRoot ? ['-u', 'postgres', '--', bin, ...args] : args
  const result = spawnSync(command, fullArgs, { encoding: 'utf8' })
  if (result.status !== 0) {
    throw new Error(`${bin} ${args.join(' ')} failed:\n${result.stdout}\n${result.stderr}`)
  }
  return result.stdout
}

function own(dir) {
  if (process.getuid?.() === 0) execFileSync('chown', ['-R', 'postgres:postgres', dir])
}

/**
 * Starts PostgreSQL on a free port with its data in `dataDir` (created on first use) and returns
 * `{ adminUrl, port, stop }`. The cluster is private to this process tree: its socket lives in the
 * data directory and it listens on 127.0.0.1 only.
 */
export async function startDevDatabase({ dataDir = join(root, '.pgdata'), fresh = false } = {}) {
  const bin = ensurePostgres()
  if (fresh) rmSync(dataDir, { recursive: true, force: true })
  if (!existsSync(join(dataDir, 'PG_VERSION'))) {
    mkdirSync(dataDir, { recursive: true })
    own(dataDir)
    asPostgresUser(join(bin, 'initdb'), [
      '-D',
      dataDir,
      '-U',
      'postgres',
      '--auth=trust',
      '--encoding=UTF8',
      '--no-instructions',
    ])
  }
  own(dataDir)
  const port = await freePort()
  const options = `-p ${port} -k ${dataDir} -c listen_addresses=127.0.0.1 -c fsync=off`
  const pgCtl = join(bin, 'pg_ctl')
  // A cluster left running by a killed run holds the directory: stop it first.
  if (existsSync(join(dataDir, 'postmaster.pid'))) {
    spawnSync(process.getuid?.() === 0 ? 'runuser' : pgCtl, [
      ...(process.getuid?.() === 0 ? ['-u', 'postgres', '--', pgCtl] : []),
      '-D',
      dataDir,
      '-m',
      'immediate',
      'stop',
    ])
  }
  asPostgresUser(pgCtl, [
    '-D',
    dataDir,
    '-o',
    options,
    '-l',
    join(dataDir, 'server.log'),
    '-w',
    'start',
  ])
  let stopped = false
  const stop = () => {
    if (stopped) return
    stopped = true
    asPostgresUser(pgCtl, ['-D', dataDir, '-m', 'fast', '-w', 'stop'])
  }
  return { adminUrl: `postgres://postgres@127.0.0.1:${port}/postgres`, port, stop }
}

/** `postgres://...:port/<name>`: the admin URL pointed at another database. */
export function databaseUrl(adminUrl, name) {
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return url.toString()
}
