// Playwright end-to-end suite against the production build (vite build + vite preview).
import { ensureChromium } from './ensure-chromium.mjs'
import { run } from './run.mjs'

ensureChromium()
if (!process.argv.includes('--no-build')) run('build', 'npx', ['vite', 'build'])
const extra = process.argv.slice(2).filter((arg) => arg !== '--no-build')
run('e2e', 'npx', ['playwright', 'test', ...extra])
