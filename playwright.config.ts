import { defineConfig, devices } from '@playwright/test'

const port = Number(process.env.E2E_PORT ?? 4180)
const outDir = process.env.E2E_DIST ?? 'dist'
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/** E2E runs the production build (vite build + vite preview) in Debian's Chromium. */
export default defineConfig({
  testDir: './tests/e2e',
  outputDir: `test-results-${outDir.replace(/[^a-z0-9-]/gi, '_')}`,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${String(port)}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: `npx vite preview --outDir ${outDir} --port ${String(port)} --strictPort --host 127.0.0.1`,
    url: `http://127.0.0.1:${String(port)}`,
    reuseExistingServer: false,
    timeout: 60_000,
  },
})
