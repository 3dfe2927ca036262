import { expect, test } from '@playwright/test'
import { uniqueEmail } from './support'

/** Issue 13, item 6 (brief item 4): limits at the field and at the API, on the production build. */
test.use({ serviceWorkers: 'block' })

test('same-email sign-ups at once give one 201 and 409s; fields stop at their limits', async ({
  page,
}) => {
  await page.goto('/')
  const email = uniqueEmail('race')
  const results = await page.evaluate(async (address) => {
    const signUp = () =>
      fetch('/api/auth/signup', {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: address, password: 'secret123' }),
      }).then(async (res) => ({ status: res.status, text: await res.text() }))
    return Promise.all([signUp(), signUp(), signUp()])
  }, email)
  expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409])
  expect(results.map((r) => r.text).join(' ')).not.toMatch(/ConstraintError|Something went wrong/)

  const tooLong = await page.evaluate(async () => {
    const res = await fetch('/api/auth/signup', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        name: 'x'.repeat(10_000),
        email: 'x@example.com',
        password: 'x123456',
      }),
    })
    return { status: res.status, body: (await res.json()) as { message: string } }
  })
  expect(tooLong).toEqual({ status: 400, body: { message: 'Name must be at most 120 characters' } })

  await page.goto('/diagnostic-onboarding')
  const firstName = page.getByLabel('First name')
  await firstName.fill('x'.repeat(10_000))
  await expect(firstName).toHaveValue('x'.repeat(80))
})
