import { randomBytes } from 'node:crypto'
import { fileURLToPath } from 'node:url'
import postgres, { type Sql } from 'postgres'
import { inject } from 'vitest'
import { buildApp, type AppOptions } from '../src/app'
import { migrate } from '../src/migrate'

export const migrationsDir = fileURLToPath(new URL('../migrations', import.meta.url))

/** A new, migrated database on the test PostgreSQL: no test sees another's rows. */
export async function freshDatabase(): Promise<{
  sql: Sql
  url: string
  drop: () => Promise<void>
}> {
  const admin = postgres(inject('adminUrl'), { max: 1, onnotice: () => {} })
  const name = `t_${randomBytes(6).toString('hex')}`
  await admin.unsafe(`create database ${name}`)
  const url = new URL(inject('adminUrl'))
  url.pathname = `/${name}`
  const sql = postgres(url.toString(), { max: 5, onnotice: () => {} })
  await migrate(sql, migrationsDir)
  return {
    sql,
    url: url.toString(),
    drop: async () => {
      await sql.end()
      await admin.unsafe(`drop database ${name} with (force)`)
      await admin.end()
    },
  }
}

export async function testApp(options: Omit<AppOptions, 'sql'> = {}) {
  const db = await freshDatabase()
  const app = await buildApp({ sql: db.sql, logLevel: 'silent', ...options })
  return {
    app,
    sql: db.sql,
    close: async () => {
      await app.close()
      await db.drop()
    },
  }
}

export interface TestChange {
  id: string
  hlc: string
  deviceId: string
  table: string
  key: string
  op: 'put' | 'delete'
  value: unknown
}

/** `count` changes from one device with ids `<prefix>-0000`...; values carry their index. */
export function changes(prefix: string, count: number, deviceId = 'device-a'): TestChange[] {
  return Array.from({ length: count }, (_, i) => ({
    id: `${prefix}-change-${String(i).padStart(4, '0')}`,
    hlc: `${String(1_700_000_000_000 + i).padStart(15, '0')}:000000:${deviceId}`,
    deviceId,
    table: 'ledger',
    key: `entry-${String(i)}`,
    op: 'put' as const,
    value: { amount: i, note: 'earn' },
  }))
}
