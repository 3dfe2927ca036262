import { execFileSync } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import { signUpViaApi } from './support'
import { fitsViewportWidth } from './support-roadmap'
import {
  accountWithProgress,
  apiCall,
  axeViolations,
  chooseImportFile,
  deployBuildB,
  distDir,
  exportedData,
  pngSize,
  precachedUrls,
  waitForServiceWorker,
} from './support-pwa'

interface ManifestIcon {
  src: string
  sizes: string
  type: string
  purpose?: string
}

test('the web app manifest is complete and every icon loads at its declared size', async ({
  page,
  request,
}) => {
  await page.goto('/')
  const href = await page.locator('link[rel="manifest"]').getAttribute('href')
  expect(href).toBe('/manifest.webmanifest')
  const response = await request.get(href ?? '')
  expect(response.status()).toBe(200)
  const manifest = (await response.json()) as Record<string, unknown> & { icons: ManifestIcon[] }
  expect(manifest).toMatchObject({
    name: expect.stringContaining('SalesPath'),
    short_name: 'SalesPath',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: expect.stringMatching(/^#[0-9a-f]{6}$/i),
    background_color: expect.stringMatching(/^#[0-9a-f]{6}$/i),
  })
  expect(String(manifest.description).length).toBeGreaterThan(20)
  const purposes = manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`)
  expect(purposes).toEqual(
    expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
  )

  const icons = [
    ...manifest.icons,
    { src: '/apple-touch-icon-180x180.png', sizes: '180x180', type: 'image/png' },
  ]
  for (const icon of icons) {
    const file = await request.get(icon.src)
    expect(file.status(), icon.src).toBe(200)
    expect(file.headers()['content-type']).toBe(icon.type)
    const { width, height } = pngSize(await file.body())
    expect(`${String(width)}x${String(height)}`, icon.src).toBe(icon.sizes)
  }
  const favicon = await request.get('/favicon.svg')
  expect(favicon.status()).toBe(200)
  expect(await favicon.text()).toContain('<svg')
})

test('the service worker precaches the shell, every route chunk and the pdf.js worker, not WebLLM', () => {
  const urls = precachedUrls()
  expect(urls).toContain('index.html')
  expect(urls).toContain('manifest.webmanifest')
  expect(urls.some((url) => /^assets\/pdf\.worker.*\.mjs$/.test(url))).toBe(true)
  expect(urls.filter((url) => /coach-model-worker|web-llm/.test(url))).toEqual([])
  const assets = readdirSync(join(distDir, 'assets')).filter((name) => /\.(m?js|css)$/.test(name))
  const missing = assets
    .filter((name) => !/coach-model-worker|web-llm/.test(name))
    .filter((name) => !urls.includes(`assets/${name}`))
  expect(missing, 'every script and stylesheet is available offline').toEqual([])
  expect(new Set(urls).size).toBe(urls.length)
})

test.describe('landing bundle report', () => {
  test.use({ serviceWorkers: 'block' })

  test("scripts/report-size.mjs counts exactly the scripts a visitor's landing page downloads", async ({
    page,
  }) => {
    const report = JSON.parse(
      execFileSync(process.execPath, ['scripts/report-size.mjs', '--dist', distDir, '--json'], {
        encoding: 'utf8',
      }),
    ) as { files: { file: string; group: string }[] }
    const loaded = new Set<string>()
    page.on('response', (response) => {
      const path = new URL(response.url()).pathname.slice(1)
      if (path.endsWith('.js')) loaded.add(path)
    })
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await page.waitForLoadState('networkidle')
    // A visitor's landing makes no /api call, so the server group is not part of it.
    const counted = new Set(
      report.files.filter((f) => f.group !== 'first /api call').map((f) => f.file),
    )
    expect(
      [...loaded].filter((file) => !counted.has(file)),
      'loaded but not counted',
    ).toEqual([])
    const firstLoad = report.files.filter((f) => f.group === 'first load').map((f) => f.file)
    expect(
      firstLoad.filter((file) => !loaded.has(file)),
      'counted but not loaded',
    ).toEqual([])
  })
})

test('the first visit says the app is ready to work offline', async ({ page }) => {
  await page.goto('/')
  // It waits for the first key press or tap, so it never pushes the first screen down unasked.
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined))
  await page.keyboard.press('Shift')
  await expect(page.getByText('Ready to work offline')).toBeVisible()
  await page.getByRole('button', { name: 'Got it' }).click()
  await expect(page.getByText('Ready to work offline')).toHaveCount(0)
})

test('a new deployment shows "A new version is available" and Reload switches to it', async ({
  page,
}) => {
  await page.goto('/')
  await waitForServiceWorker(page)
  const marker = `build-b-${String(Date.now())}`
  const restore = deployBuildB(marker)
  try {
    await page.reload()
    await expect(page.getByText('A new version is available')).toBeVisible()
    // Until the user chooses, the old version keeps serving the page.
    expect(await page.content()).not.toContain(marker)
    await Promise.all([
      page.waitForEvent('framenavigated'),
      page.getByRole('button', { name: 'Reload' }).click(),
    ])
    await page.waitForLoadState()
    await expect.poll(() => page.content()).toContain(marker)
    await expect(page.getByText('A new version is available')).toHaveCount(0)
  } finally {
    restore()
  }
})

test('"Install app" appears when the browser offers installation and opens its prompt', async ({
  page,
}) => {
  await page.goto('/')
  const install = page.getByRole('button', { name: 'Install app' })
  await expect(page.getByRole('link', { name: 'Settings & privacy' })).toBeVisible()
  await expect(install).toHaveCount(0)
  // Headless Chromium never offers installation by itself: fire the event it would fire.
  await page.evaluate(() => {
    const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: () => {
        document.body.dataset.installPrompted = 'yes'
        return Promise.resolve()
      },
      userChoice: Promise.resolve({ outcome: 'accepted', platform: 'web' }),
    })
    window.dispatchEvent(offer)
  })
  await install.click()
  await expect(page.locator('body')).toHaveAttribute('data-install-prompted', 'yes')
  await expect(install).toHaveCount(0)
  await expect(page.getByText('SalesPath is installed')).toBeVisible()
})

test.describe('Settings & privacy', () => {
  test('visitors see storage facts and a sign-in prompt instead of the data tools', async ({
    page,
  }) => {
    await page.goto('/settings')
    await expect(page.getByTestId('storage-usage')).toContainText('SalesPath uses')
    await expect(page.getByText(/^(Persistent|Best effort)$/)).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Sign in to manage your data' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Export my data' })).toHaveCount(0)
  })

  test('export, delete the account, sign up again, import: the same data is back', async ({
    page,
  }) => {
    const { email } = await accountWithProgress(page)
    const before = await exportedData(page)
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export my data' }).click(),
    ])
    expect(download.suggestedFilename()).toMatch(/^salespath-export-\d{4}-\d{2}-\d{2}\.json$/)
    const fileText = readFileSync(await download.path(), 'utf8')
    expect(JSON.parse(fileText)).toMatchObject({ format: 'salespath-export', version: 1 })

    await page.getByRole('button', { name: 'Delete my account...' }).click()
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' })
    const confirm = dialog.getByRole('button', { name: 'Delete my account' })
    await expect(confirm).toBeDisabled()
    await dialog.getByLabel(`Type ${email} to confirm`).fill('someone@else.com')
    await expect(confirm).toBeDisabled()
    await dialog.getByLabel(`Type ${email} to confirm`).fill(email.toUpperCase())
    await confirm.click()
    await expect(page).toHaveURL(/\/$/)
    await expect(page.getByText('Account deleted')).toBeVisible()
    expect((await apiCall(page, 'GET', '/api/auth/user')).status).toBe(401)

    await signUpViaApi(page, email)
    await page.goto('/settings')
    await chooseImportFile(page, 'backup.json', fileText)
    const replace = page.getByRole('dialog', { name: 'Replace your data with this file?' })
    await expect(replace.getByText(`from ${email}`)).toBeVisible()
    await expect(replace.getByText('40 credits from 2 ledger entries')).toBeVisible()
    await replace.getByRole('button', { name: 'Replace my data' }).click()
    await expect(page.getByText('Import complete')).toBeVisible()
    expect(await exportedData(page)).toEqual(before)
  })

  test('a foreign, cut-short or edited file is refused with the reason and nothing changes', async ({
    page,
  }) => {
    await accountWithProgress(page)
    const before = await exportedData(page)
    const refusal = page.getByRole('alert').filter({ hasText: 'This file was not imported' })
    const cases: [string, string, RegExp][] = [
      ['playlist.json', '{"songs": ["a", "b"]}', /not a SalesPath export/],
      [
        'backup.json',
        JSON.stringify({ format: 'salespath-export' }).slice(0, 20),
        /not valid JSON/,
      ],
    ]
    const edited = structuredClone((await apiCall(page, 'GET', '/api/account/export')).json) as {
      data: { ledger: { amount: unknown }[] }
    }
    edited.data.ledger[0]!.amount = 'a lot'
    cases.push([
      'edited.json',
      JSON.stringify(edited),
      /damaged or was edited \(data\.ledger\.0\.amount/,
    ])
    for (const [name, content, reason] of cases) {
      await chooseImportFile(page, name, content)
      await expect(refusal).toContainText(reason)
      await expect(refusal).toContainText('Nothing was changed.')
      await expect(page.getByRole('dialog')).toHaveCount(0)
    }
    expect(await exportedData(page)).toEqual(before)
  })

  test('settings and its dialogs pass axe and fit a 375 px phone', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 })
    await accountWithProgress(page)
    await expect(page.getByTestId('storage-usage')).toBeVisible()
    expect(await axeViolations(page)).toEqual([])
    expect(await fitsViewportWidth(page)).toBe(true)
    await page.getByRole('button', { name: 'Delete my account...' }).click()
    // The dialog element has no box of its own (its panel is fixed): look for its heading.
    await expect(page.getByRole('heading', { name: 'Delete your account?' })).toBeVisible()
    expect(await axeViolations(page)).toEqual([])
  })

  test('the roadmap downloads as an .ics calendar and prints alone, every phase and step', async ({
    page,
  }) => {
    await accountWithProgress(page)
    await page.getByLabel('Start date').fill('2026-03-02')
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download calendar (.ics)' }).click(),
    ])
    expect(download.suggestedFilename()).toBe('salespath-roadmap-account-executive.ics')
    const ics = readFileSync(await download.path(), 'utf8')
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true)
    expect(ics).toContain('DTSTART;VALUE=DATE:20260302')
    expect(ics).toContain('SUMMARY:Phase 1: Foundation (Account Executive)')
    expect(ics.match(/BEGIN:VEVENT/g)?.length).toBeGreaterThan(6)

    await page.evaluate(() => {
      window.print = () => {
        document.body.dataset.printedWith = document.documentElement.dataset.printing ?? 'none'
      }
    })
    await page.getByRole('button', { name: 'Print my roadmap' }).click()
    await expect(page.locator('body')).toHaveAttribute('data-printed-with', 'roadmap')

    const printable = page.getByRole('article', { name: 'Printable roadmap' })
    await expect(printable).toBeHidden()
    await page.evaluate(() => {
      document.documentElement.dataset.printing = 'roadmap'
    })
    await page.emulateMedia({ media: 'print' })
    await expect(printable).toBeVisible()
    await expect(printable.getByRole('heading', { name: /^Phase \d:/ })).toHaveCount(3)
    await expect(printable.getByRole('heading', { level: 4 })).toHaveCount(6)
    await expect(printable.getByText('[x]').first()).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Your data' })).toBeHidden()
    await expect(page.getByRole('link', { name: 'Settings & privacy' })).toBeHidden()
  })
})
