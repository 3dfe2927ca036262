import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
import { startDevDatabase } from '../../scripts/sync-db.mjs'

declare module 'vitest' {
  export interface ProvidedContext {
    adminUrl: string
  }
}

/** One PostgreSQL for the run, in a temporary directory; the server bundle for the crash test. */
export async function setup(project: TestProject): Promise<() => void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'salespath-pg-'))
  const db = await startDevDatabase({ dataDir, fresh: true })
  project.provide('adminUrl', db.adminUrl)
  execFileSync('npx', ['vite', 'build', '--config', 'server/vite.config.ts'], { stdio: 'inherit' })
  return () => {
    db.stop()
    rmSync(dataDir, { recursive: true, force: true })
  }
}
