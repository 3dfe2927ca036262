// Render steps for scripts/resume-corpus.mjs: corpus entries that are not PDFs in their repository
// but a page (HTML) or a JSON Resume rendered by a theme, printed to PDF by Debian's Chromium.
//   render: { kind: 'html', assets?: [PATH] }                 the repository file is the page, its
//                                                             stylesheets (same commit) beside it
//   render: { kind: 'jsonresume', theme: NAME, data: PATH }   theme NAME (an npm package, MIT) renders
//                                                             PATH (tests/fixtures/resumes/...)
// Themes are not dependencies of the app: install them once where RESUME_THEMES_DIR points
// (default .scratch/themes): npm install --prefix .scratch/themes jsonresume-theme-elegant ...
import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { pathToFileURL } from 'node:url'

const CHROMIUM = process.env.CHROMIUM ?? '/usr/bin/chromium'

/**
 * Prints an HTML page to PDF (page size as its CSS asks, no header or footer); `assets` are
 * files the page links to, by their path relative to it.
 */
export function printHtml(html, outFile, assets = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'resume-render-'))
  try {
    const page = join(dir, 'page.html')
    writeFileSync(page, html)
    for (const [path, bytes] of Object.entries(assets)) {
      mkdirSync(dirname(join(dir, path)), { recursive: true })
      writeFileSync(join(dir, path), bytes)
    }
    execFileSync(
      CHROMIUM,
      [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--no-pdf-header-footer',
        `--user-data-dir=${join(dir, 'profile')}`,
        `--print-to-pdf=${outFile}`,
        `file://${page}`,
      ],
      { stdio: 'ignore', timeout: 60_000 },
    )
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

/** The theme's entry file: its ES module where it has one (a CommonJS build may require ESM). */
function themeEntry(theme, themesDir) {
  const dir = join(themesDir, 'node_modules', theme)
  const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'))
  const esm = pkg.exports?.['.']?.import?.default ?? pkg.exports?.['.']?.import
  return join(dir, typeof esm === 'string' ? esm : (pkg.main ?? 'index.js'))
}

/** The page of a JSON Resume as the theme renders it (themes' render() may return a promise). */
export async function renderJsonResume(theme, dataFile, themesDir) {
  const mod = await import(pathToFileURL(themeEntry(theme, themesDir)).href)
  const render = mod.render ?? mod.default?.render
  return await render(JSON.parse(readFileSync(dataFile, 'utf8')))
}
