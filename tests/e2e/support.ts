import { expect, type Page } from '@playwright/test'

let counter = 0

/** A unique email per test so tests never depend on each other's accounts. */
export function uniqueEmail(prefix = 'user') {
  counter += 1
  return `${prefix}-${String(Date.now())}-${String(counter)}@example.com`
}

/** Signs up through the in-page /api, as the app does; the page must already be on the app origin. */
export async function signUpViaApi(
  page: Page,
  email = uniqueEmail(),
  password = 'secret123',
  name = 'Jordan',
) {
  const result = await page.evaluate(
    async (body) => {
      const res = await fetch('/api/auth/signup', {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      })
      return { status: res.status, json: (await res.json()) as { user: { id: string } } }
    },
    { name, email, password },
  )
  expect(result.status).toBe(201)
  return { email, password, userId: result.json.user.id }
}

// eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters -- T names the JSON shape a test expects, like Response.json()
export async function apiGet<T>(page: Page, path: string) {
  return page.evaluate(async (p) => {
    const res = await fetch(p, { credentials: 'include' })
    return { status: res.status, json: (await res.json()) as T }
  }, path)
}

export async function expectNotFound(page: Page) {
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible()
}
