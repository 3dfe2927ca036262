// Installs Debian's Chromium when it is missing: e2e never downloads Playwright's own browser.
import { existsSync } from 'node:fs'
import { execSync } from 'node:child_process'

const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

export function ensureChromium() {
  if (existsSync(path)) return
  console.log(`[test] ${path} is missing: installing Debian's chromium with apt-get`)
  const sudo = process.getuid?.() === 0 ? '' : 'sudo '
  execSync(
    `${sudo}apt-get update && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y chromium`,
    {
      stdio: 'inherit',
    },
  )
  if (!existsSync(path)) throw new Error(`chromium is still missing at ${path}`)
}

if (import.meta.url === `file://${process.argv[1]}`) ensureChromium()
