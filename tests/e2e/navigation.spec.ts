import { expect, test, type Locator, type Page } from '@playwright/test'
import { newAccount, seriousAxeViolations } from './support-dashboard'

/** Every signed-in screen; each must reach the dashboard in one click (issue 10). */
const signedInRoutes = [
  '/agent-demo',
  '/settings',
  '/roadmap/ae',
  '/match',
  '/career-matches',
  '/suggested-roles',
  '/role/ae',
  '/role-profile',
  '/old-dashboard',
  '/diagnostic-results',
  '/diagnostic-onboarding',
  '/resume-upload',
  '/journey-flow',
  '/onboarding',
  '/privacy',
]

const appBar = (page: Page) => page.getByRole('navigation', { name: 'App' })

test('every signed-in screen has one main landmark and the dashboard one click away', async ({
  page,
}) => {
  // One test walks every signed-in screen and back: its budget grows with the number of screens.
  test.setTimeout(30_000 + 8_000 * signedInRoutes.length)
  await newAccount(page, { diagnostic: true })
  for (const path of [...signedInRoutes, '/dashboard']) {
    await page.goto(path)
    // Screen-reader users jump to the content by its landmark: exactly one per screen.
    await expect.soft(page.getByRole('main'), `main landmark on ${path}`).toHaveCount(1)
    await appBar(page).getByRole('link', { name: 'Dashboard', exact: true }).click()
    await expect(page, `from ${path}`).toHaveURL(/\/dashboard$/)
  }
})

test("the roadmap's Back returns to the dashboard that opened it, else to /match", async ({
  page,
}) => {
  await newAccount(page, { diagnostic: true })
  await page.goto('/dashboard')
  await page.getByRole('link', { name: 'View Full Roadmap' }).click()
  await expect(page).toHaveURL(/\/roadmap\/ae\?from=dashboard$/)
  await page.getByRole('link', { name: 'Back to dashboard' }).click()
  await expect(page).toHaveURL(/\/dashboard$/)

  await page.goto('/roadmap/ae?from=somewhere-else')
  await page.getByRole('link', { name: 'Back', exact: true }).click()
  await expect(page).toHaveURL(/\/match$/)
})

test('a visitor gets the brand link home, and Privacy, Terms and Contact are real pages', async ({
  page,
}) => {
  await page.goto('/diagnostic-onboarding')
  await expect(appBar(page).getByRole('link', { name: 'Dashboard' })).toHaveCount(0)
  await appBar(page).getByRole('link', { name: 'SalesPath home' }).click()
  await expect(page).toHaveURL(/\/$/)
  for (const [name, heading, text] of [
    ['Privacy', 'Privacy', 'IndexedDB'],
    ['Terms', 'Terms', 'no cash value'],
    ['Contact', 'Contact', 'Give feedback'],
  ] as const) {
    await page.goto('/')
    await page.getByRole('contentinfo').getByRole('link', { name, exact: true }).click()
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
    await expect(page.getByRole('main')).toContainText(text)
    expect(await seriousAxeViolations(page)).toEqual([])
  }
  await page.getByRole('link', { name: 'Privacy', exact: true }).first().click()
  await page.getByRole('main').getByRole('link', { name: 'Settings & privacy' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Settings & privacy' })).toBeVisible()
})

type Box = { x: number; y: number; width: number; height: number } | null

function overlap(a: Box, b: Box): boolean {
  if (!a || !b) return true
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height
}

/** Jumps without the page's smooth scrolling, so what is under a point is final. */
async function scrollTo(page: Page, where: 'top' | 'end') {
  await page.evaluate((end) => {
    window.scrollTo({ top: end ? document.body.scrollHeight : 0, behavior: 'instant' })
  }, where === 'end')
}

/** True when a tap at the centre of `target` lands on it (or inside it), not on something above. */
async function tapReaches(target: Locator) {
  return target.evaluate((element) => {
    const box = element.getBoundingClientRect()
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2)
    return hit !== null && (hit === element || element.contains(hit))
  })
}

test('the first-visit offline notice covers nothing: not the header, the hero, the chat button or the sticky bar', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 })
  await page.goto('/')
  // The notice waits for the first key press once the worker is ready.
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined))
  await page.keyboard.press('Shift')
  const notice = page.getByText('Ready to work offline')
  await expect(notice).toBeVisible()
  const header = page.getByRole('banner')
  expect(await tapReaches(header.getByRole('button', { name: 'Sign In' }))).toBe(true)
  const heroCta = page.getByRole('link', { name: 'Get My Free Career Roadmap' })
  expect(await tapReaches(heroCta)).toBe(true)
  // Until the sticky bar shows, the chat button sits low, clear of the hero's call to action.
  const chat = page.getByRole('button', { name: 'Chat with Becky, your AI career coach' })
  expect(overlap(await chat.boundingBox(), await heroCta.boundingBox())).toBe(false)
  await page.mouse.wheel(0, 3000)
  const sticky = page.getByRole('complementary', { name: 'Get started' })
  await expect(sticky).toBeVisible()
  expect(await tapReaches(chat)).toBe(true)
  expect(await tapReaches(sticky.getByRole('link', { name: 'Get My Roadmap' }))).toBe(true)
  // The page's last line clears the sticky bar once scrolled to the end.
  await scrollTo(page, 'end')
  const lastLine = await page.getByText(/All rights reserved/).boundingBox()
  const bar = await sticky.boundingBox()
  expect((lastLine?.y ?? 0) + (lastLine?.height ?? 0)).toBeLessThanOrEqual(bar?.y ?? 0)

  await page.setViewportSize({ width: 1366, height: 800 })
  await scrollTo(page, 'top')
  await expect(notice).toBeVisible()
  expect(await tapReaches(chat)).toBe(true)
  expect(await tapReaches(header.getByRole('button', { name: 'Sign In' }))).toBe(true)
})

test('search engines get a real robots.txt, not the app', async ({ request }) => {
  const robots = await request.get('/robots.txt')
  expect(robots.ok()).toBe(true)
  const text = await robots.text()
  expect(text).toMatch(/^User-agent: \*$/m)
  expect(text).not.toContain('<html')
})
