import { expect, type Page } from '@playwright/test'
import { signUpViaApi, uniqueEmail } from './support'

/**
 * These specs test pages, not the PWA: with service workers blocked, the one-time 'Ready to work
 * offline' notice never appears over the page or steals focus mid-test.
 */
export const withoutServiceWorker = { serviceWorkers: 'block' } as const

/** Opens the landing page and waits until the signed state is known (the nav has rendered). */
export async function openLanding(page: Page) {
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Main' }).or(menuButton(page))).toBeVisible()
}

export function menuButton(page: Page) {
  return page.getByRole('button', { name: /^(Open|Close) menu$/ })
}

export function mainNav(page: Page) {
  return page.getByRole('banner')
}

/** An account that exists but is signed out on this page (sign-up, then sign-out, via /api). */
export async function existingSignedOutAccount(page: Page, email = uniqueEmail('landing')) {
  const account = await signUpViaApi(page, email)
  const status = await page.evaluate(async () => {
    const res = await fetch('/api/auth/signout', { method: 'POST', credentials: 'include' })
    return res.status
  })
  expect(status).toBe(200)
  return account
}

/**
 * Records every /api call the page makes. The API answers inside the page (MSW's fetch
 * interceptor), so such calls never reach the network and `page.on('request')` cannot see them;
 * wrapping the page's `fetch` after start-up sees each call the app makes.
 */
export async function recordApiCalls(page: Page) {
  await page.evaluate(() => {
    const scope = window as unknown as { __apiCalls?: string[] }
    if (scope.__apiCalls) return
    const calls: string[] = []
    scope.__apiCalls = calls
    const original = window.fetch.bind(window)
    window.fetch = (input, init) => {
      const url = input instanceof Request ? input.url : String(input)
      const method = init?.method ?? (input instanceof Request ? input.method : 'GET')
      if (new URL(url, location.href).pathname.startsWith('/api/')) {
        calls.push(`${method.toUpperCase()} ${new URL(url, location.href).pathname}`)
      }
      return original(input, init)
    }
  })
  return async () =>
    page.evaluate(() => (window as unknown as { __apiCalls?: string[] }).__apiCalls ?? [])
}

/** A toast card by its title (toasts live in their own status/alert regions under <body>). */
export function toastWithTitle(page: Page, title: string) {
  return page
    .locator('body > div [role=status] > div, body > div [role=alert] > div')
    .filter({ has: page.getByText(title, { exact: true }) })
}

export function authDialog(page: Page) {
  return page.getByRole('dialog')
}

/** Headless UI's dialog element has no box of its own, so 'open' is judged by its Email field. */
export async function expectAuthDialogOpen(page: Page, title: string) {
  await expect(authDialog(page)).toHaveAccessibleName(title)
  await expect(authDialog(page).getByLabel('Email')).toBeVisible()
}

/** Fills the landing modal and submits it. */
export async function submitAuthModal(page: Page, email: string, password: string, name = 'Sam') {
  const dialog = authDialog(page)
  // Sign-up asks the person's name (the app greets them by it); sign-in has no such field.
  const nameField = dialog.getByLabel('Full Name')
  if ((await nameField.count()) > 0) await nameField.fill(name)
  await dialog.getByLabel('Email').fill(email)
  await dialog.getByLabel('Password', { exact: true }).fill(password)
  await dialog.locator('button[type=submit]').click()
}
