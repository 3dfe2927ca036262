import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { Sql } from 'postgres'

/** Any fixed number: every instance takes the same lock, so two starting at once wait in line. */
const migrationLock = 7_310_001

/**
 * Applies `migrations/*.sql` in name order, each once, inside one transaction under an advisory
 * lock. Returns the names applied now.
 */
export async function migrate(sql: Sql, dir: string): Promise<string[]> {
  const files = (await readdir(dir)).filter((f) => f.endsWith('.sql')).sort()
  const texts = await Promise.all(files.map((f) => readFile(join(dir, f), 'utf8')))
  return sql.begin(async (tx) => {
    await tx`select pg_advisory_xact_lock(${migrationLock})`
    await tx`create table if not exists migrations (
      name text primary key,
      applied_at timestamptz not null default now()
    )`
    const done = new Set(
      (await tx<{ name: string }[]>`select name from migrations`).map((r) => r.name),
    )
    const applied: string[] = []
    for (const [index, name] of files.entries()) {
      if (done.has(name)) continue
      await tx.unsafe(texts[index] ?? '')
      await tx`insert into migrations (name) values (${name})`
      applied.push(name)
    }
    return applied
  })
}
