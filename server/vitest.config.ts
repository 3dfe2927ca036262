import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

/**
 * The sync server's tests run against a real PostgreSQL that global-setup starts (installing it
 * with apt-get on a machine without it); each test file gets its own fresh database.
 */
export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('../src', import.meta.url)) } },
  test: {
    root: fileURLToPath(new URL('..', import.meta.url)),
    include: ['server/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['server/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
})
