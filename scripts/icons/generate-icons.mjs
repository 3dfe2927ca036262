// Draws the SalesPath mark (a path climbing to an amber goal) and renders every icon the PWA needs.
// PNGs are rendered by Debian's Chromium through Playwright, so no image library is needed.
// Run: npx node scripts/icons/generate-icons.mjs (writes into public/).
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { chromium } from '@playwright/test'
import { iconSvg, icons } from './icon-svg.mjs'

const out = join(import.meta.dirname, '..', '..', 'public')
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

writeFileSync(join(out, 'favicon.svg'), iconSvg({ variant: 'rounded' }))

const browser = await chromium.launch({ executablePath, args: ['--no-sandbox'] })
try {
  for (const icon of icons) {
    const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } })
    const svg = iconSvg({ variant: icon.variant, size: icon.size })
    await page.setContent(
      `<!doctype html><html><body style="margin:0;background:transparent">${svg}</body></html>`,
    )
    // omitBackground keeps the rounded variant's corners transparent.
    const png = await page.screenshot({ omitBackground: true, type: 'png' })
    writeFileSync(join(out, icon.file), png)
    await page.close()
    console.log(`[icons] ${icon.file} ${String(icon.size)}x${String(icon.size)}`)
  }
} finally {
  await browser.close()
}
