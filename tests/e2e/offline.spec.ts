import { expect, test } from '@playwright/test'
import { signUpViaApi } from './support'
import { beckyBubbles, openWidget } from './support-coach'
import { completeWizard } from './support-diagnostic'
import { expectBalance, stepCard } from './support-roadmap'
import { aeAnswers as answers, apiCall, goOffline, visitOnce } from './support-pwa'

test('offline after one visit: the landing renders and the wizard leads to results', async ({
  page,
  context,
}) => {
  await visitOnce(page)
  await goOffline(page, context)
  await page.reload()
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: 'Offline' })).toBeVisible()

  await completeWizard(page)
  await page.getByRole('button', { name: 'Skip for now' }).click()
  await expect(page.getByRole('heading', { name: 'Top Career Matches' })).toBeVisible()
  await expect(page.getByRole('heading', { name: /^Phase 1:/ })).toBeVisible()

  // The coach answers on the device too.
  await page.goto('/')
  const panel = await openWidget(page)
  await panel.getByRole('textbox', { name: 'Message Becky' }).fill('How do I become an AE?')
  await panel.getByRole('button', { name: 'Send message' }).click()
  const log = panel.getByRole('list', { name: 'Conversation with Becky' })
  await expect(beckyBubbles(log)).toHaveCount(2)
})

test("offline: a signed-in user's roadmap, balance, dashboard and settings are intact", async ({
  page,
  context,
}) => {
  await page.goto('/')
  const { email } = await signUpViaApi(page)
  expect((await apiCall(page, 'POST', '/api/onboarding/diagnostic', answers)).status).toBe(200)
  expect((await apiCall(page, 'POST', '/api/roadmap/ae/unlock', { stepId: 2 })).status).toBe(200)
  await visitOnce(page, '/roadmap/ae')
  await goOffline(page, context)

  await page.reload()
  await expectBalance(page, 40)
  await expect(stepCard(page, 2).getByRole('button', { name: /^Unlock/ })).toHaveCount(0)
  await expect(stepCard(page, 3).getByRole('button', { name: 'Unlock (15)' })).toBeVisible()

  // Spending still works offline and is kept.
  await stepCard(page, 3).getByRole('button', { name: 'Unlock (15)' }).click()
  const dialog = page.getByRole('dialog', { name: 'Unlock this step' })
  await dialog.getByRole('button', { name: 'Unlock for 15 Credits' }).click()
  await expectBalance(page, 25)
  await page.reload()
  await expectBalance(page, 25)

  await page.goto('/dashboard')
  await expect(page.getByRole('heading', { level: 1, name: /Welcome back/ })).toBeVisible()
  await page.goto('/settings')
  await expect(page.getByRole('heading', { level: 1, name: 'Settings & privacy' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Export my data' })).toBeVisible()
  await expect(page.getByText(`Type ${email} to confirm`)).toHaveCount(0)
})

test('offline: every screen of the app opens without an error', async ({ page, context }) => {
  // Sixteen screens on a shared 2-core machine: allow more than the default minute.
  test.setTimeout(180_000)
  await page.goto('/')
  await signUpViaApi(page)
  expect((await apiCall(page, 'POST', '/api/onboarding/diagnostic', answers)).status).toBe(200)
  await visitOnce(page)
  await goOffline(page, context)
  const paths = [
    '/',
    '/onboarding',
    '/diagnostic-onboarding',
    '/resume-upload',
    '/diagnostic-results',
    '/journey-flow',
    '/settings',
    '/dashboard',
    '/old-dashboard',
    '/career-matches',
    '/match',
    '/suggested-roles',
    '/roadmap/sdr',
    '/role/ae',
    '/role-profile',
    '/agent-demo',
  ]
  for (const path of paths) {
    await page.goto(path)
    await expect(page.locator('h1').first(), path).toBeVisible()
    await expect(page.getByText('404 Page Not Found'), path).toHaveCount(0)
    await expect(page.getByText('Something went wrong'), path).toHaveCount(0)
  }
})
