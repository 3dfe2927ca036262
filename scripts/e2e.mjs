// Playwright end-to-end suite against the production build (vite build + vite preview).
// E2E_DIST and E2E_PORT let several checkouts or sessions run the suite side by side.
import { ensureChromium } from './ensure-chromium.mjs'
import { run } from './run.mjs'

const outDir = process.env.E2E_DIST ?? 'dist'
ensureChromium()
if (!process.argv.includes('--no-build')) run('build', 'npx', ['vite', 'build', '--outDir', outDir])
const extra = process.argv.slice(2).filter((arg) => arg !== '--no-build')
run('e2e', 'npx', ['playwright', 'test', ...extra], { E2E_DIST: outDir })
