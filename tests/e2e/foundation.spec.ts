import { expect, test } from '@playwright/test'
import { apiGet, expectNotFound, signUpViaApi } from './support'

test('the landing page renders', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page).toHaveTitle(/SalesPath/)
})

test('an unknown path shows the 404 page', async ({ page }) => {
  await page.goto('/no-such-page')
  await expectNotFound(page)
})

test('anonymous visitors get the 404 page on authenticated-only routes', async ({ page }) => {
  for (const path of ['/dashboard', '/old-dashboard', '/match', '/roadmap/sdr', '/agent-demo']) {
    await page.goto(path)
    await expectNotFound(page)
  }
})

test('sign up through the API, then /dashboard renders; after sign out it is 404 again', async ({
  page,
}) => {
  await page.goto('/')
  await signUpViaApi(page)
  await page.goto('/dashboard')
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('404 Page Not Found')
  await expect(page.locator('body')).not.toContainText('404 Page Not Found')

  await page.evaluate(async () => {
    await fetch('/api/auth/signout', { method: 'POST', credentials: 'include' })
  })
  const cookies = await page.context().cookies()
  expect(cookies.find((c) => c.name === 'auth_token')).toBeUndefined()
  await page.goto('/dashboard')
  await expectNotFound(page)
})

test('account data survives a reload (IndexedDB, not memory)', async ({ page }) => {
  await page.goto('/')
  const { userId, email } = await signUpViaApi(page)
  await page.reload()
  const me = await apiGet<{ id: string; email: string }>(page, '/api/auth/user')
  expect(me.json).toMatchObject({ id: userId, email })
  const profile = await apiGet<{ credits: number }>(page, `/api/users/profile?userId=${userId}`)
  expect(profile.json.credits).toBe(50)
})
