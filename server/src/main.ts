import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import postgres from 'postgres'
import { buildApp } from './app'
import { migrate } from './migrate'

/**
 * `npm run server`: the sync server. With DATABASE_URL it uses that database; without one it starts
 * a local PostgreSQL for development (scripts/sync-db.mjs). STATIC_DIR serves a built app too.
 */
// Runs as the bundle in dist-server/, one level below the project.
const projectRoot = join(dirname(fileURLToPath(import.meta.url)), '..')

async function databaseUrl(): Promise<{ url: string; stop?: () => void }> {
  if (process.env.DATABASE_URL) return { url: process.env.DATABASE_URL }
  const devDb = (await import(join(projectRoot, 'scripts', 'sync-db.mjs'))) as {
    startDevDatabase: () => Promise<{ adminUrl: string; stop: () => void }>
  }
  const db = await devDb.startDevDatabase()
  return { url: db.adminUrl, stop: db.stop }
}

const { url, stop } = await databaseUrl()
const sql = postgres(url, { max: Number(process.env.DATABASE_POOL ?? 10), onnotice: () => {} })
await migrate(sql, join(projectRoot, 'server', 'migrations'))
const app = await buildApp({
  sql,
  ...(process.env.STATIC_DIR ? { staticDir: process.env.STATIC_DIR } : {}),
  logLevel: process.env.LOG_LEVEL ?? 'info',
  ...(process.env.SYNC_ACCOUNTS_PER_HOUR
    ? { accountsPerHour: Number(process.env.SYNC_ACCOUNTS_PER_HOUR) }
    : {}),
})
await app.listen({ port: Number(process.env.PORT ?? 8787), host: process.env.HOST ?? '127.0.0.1' })

let closing = false
async function shutdown(): Promise<void> {
  if (closing) return
  closing = true
  // In-flight pushes finish (each is one transaction), then the pool and the dev database close.
  await app.close()
  await sql.end({ timeout: 5 })
  stop?.()
  process.exit(0)
}
process.on('SIGINT', () => void shutdown())
process.on('SIGTERM', () => void shutdown())
