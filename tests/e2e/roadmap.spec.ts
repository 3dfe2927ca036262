import { expect, test } from '@playwright/test'
import {
  axeViolations,
  creditBalance,
  expectBalance,
  fitsViewportWidth,
  openRoadmapAsNewUser,
  setStepStatusViaApi,
  stepCard,
  unlockThroughDialog,
} from './support-roadmap'
import { apiCall } from './support-pwa'

test('a new account starts at 50; unlocking step 2 costs 10, opens it and survives a reload', async ({
  page,
}) => {
  await openRoadmapAsNewUser(page, 'sdr')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Sales Development Representative',
  )
  await expectBalance(page, 50)
  await expect(stepCard(page, 2).getByText('Locked', { exact: true })).toBeVisible()

  await stepCard(page, 2).getByRole('button', { name: 'Unlock (10)' }).click()
  const dialog = page.getByRole('dialog', { name: 'Unlock this step' })
  await expect(dialog).toContainText('Get fluent in the SDR tool stack')
  await expect(dialog).toContainText('After unlocking')
  await expect(dialog).toContainText('40 credits')
  await dialog.getByRole('button', { name: 'Unlock for 10 Credits' }).click()

  await expectBalance(page, 40)
  await expect(stepCard(page, 2).getByRole('heading', { name: 'Checklist' })).toBeVisible()
  await expect(stepCard(page, 2).getByRole('heading', { name: /^Step 2:/ })).toBeFocused()
  await expect(stepCard(page, 2).getByRole('button', { name: 'Hide details' })).toBeVisible()

  await page.reload()
  await expectBalance(page, 40)
  await expect(stepCard(page, 2).getByText('Available', { exact: true })).toBeVisible()
  await expect(stepCard(page, 2).getByRole('button', { name: /^Unlock/ })).toHaveCount(0)
  // Starting the step opens its checklist, the first thing to do in it.
  await expect(stepCard(page, 2).getByRole('heading', { name: 'Checklist' })).toHaveCount(0)
  await stepCard(page, 2).getByRole('button', { name: 'Start Step' }).click()
  await expect(stepCard(page, 2).getByText('In progress', { exact: true })).toBeVisible()
  await expect(stepCard(page, 2).getByRole('heading', { name: 'Checklist' })).toBeVisible()
})

test('spending down shows Insufficient Credits with the shortfall, then Get More Credits', async ({
  page,
}) => {
  await openRoadmapAsNewUser(page, 'sdr')
  await unlockThroughDialog(page, 2, 10)
  await unlockThroughDialog(page, 3, 15)
  await unlockThroughDialog(page, 4, 20)
  await expectBalance(page, 5)
  await expect(page.getByRole('button', { name: /5 credits, running low/ })).toHaveClass(
    /animate-pulse-amber/,
  )

  await stepCard(page, 5).getByRole('button', { name: 'Unlock (25)' }).click()
  const dialog = page.getByRole('dialog', { name: 'Unlock this step' })
  await expect(dialog).toContainText('Insufficient Credits')
  await expect(dialog).toContainText('You need 20 more credits to unlock this step.')
  await expect(dialog.getByRole('button', { name: /Unlock for/ })).toHaveCount(0)
  await dialog.getByRole('button', { name: 'Get More Credits' }).click()
  const credits = page.getByRole('dialog', { name: 'Get More Credits' })
  await expect(credits.getByRole('tab', { name: 'Earn', selected: true })).toBeVisible()
  await expect(page.getByRole('dialog', { name: 'Unlock this step' })).toHaveCount(0)
  await expectBalance(page, 5)
})

test('earning pays each action once and buying adds the pack plus its bonus', async ({ page }) => {
  await openRoadmapAsNewUser(page, 'ae')
  await creditBalance(page).click()
  const dialog = page.getByRole('dialog', { name: 'Get More Credits' })
  await expect(dialog).toContainText('You can still earn 20 credits.')

  // The survey pays on submit only.
  await dialog.getByRole('button', { name: /^Start: Give feedback/ }).click()
  await dialog.getByRole('radio', { name: '5' }).check()
  await dialog.getByRole('radio', { name: 'The step-by-step roadmap' }).check()
  await expectBalance(page, 50)
  await dialog.getByRole('button', { name: /^Send feedback/ }).click()
  await expect(
    dialog.getByText('Your feedback is saved on this device', { exact: false }),
  ).toBeVisible()
  await expectBalance(page, 53)
  await expect(dialog).toContainText('You can still earn 17 credits.')
  await expect(dialog.getByRole('button', { name: /^Start: Give feedback/ })).toHaveCount(0)

  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
  await dialog.getByRole('button', { name: /^Start: Invite a friend/ }).click()
  await expect(
    dialog.getByText('Invite message copied to your clipboard', { exact: false }),
  ).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('SalesPath')
  await expectBalance(page, 58)

  await dialog.getByRole('tab', { name: 'Buy' }).click()
  await expect(dialog).toContainText('Payment is simulated in this version: no card is charged.')
  await dialog.getByRole('button', { name: /Popular pack/ }).click()
  await expect(dialog.getByRole('button', { name: 'Processing...' })).toBeVisible()
  await expect(dialog).toContainText('+30 credits added (25 + 5 bonus).', { timeout: 5000 })
  // The dialog element itself has no box (its panel is fixed), so check it is gone from the page.
  await expect(dialog).toHaveCount(0, { timeout: 5000 })
  await expectBalance(page, 88)

  await page.reload()
  await expectBalance(page, 88)

  // The history pages (GET /api/credits, 10 a page): 4 entries so far, 7 more purchases make 11.
  const me = (await apiCall(page, 'GET', '/api/auth/user')).json as { id: string }
  for (let i = 0; i < 7; i += 1) {
    const body = { packId: 'starter', userId: me.id, clientId: `history-${String(i)}` }
    expect((await apiCall(page, 'POST', '/api/credits/purchase', body)).status).toBe(200)
  }
  await creditBalance(page).click()
  const again = page.getByRole('dialog', { name: 'Get More Credits' })
  await again.getByRole('button', { name: 'Credit history' }).click()
  const entries = again
    .getByRole('list', { name: 'Credit history, newest first' })
    .getByRole('listitem')
  await expect(entries).toHaveCount(10)
  await expect(entries.first()).toContainText('Bought: Starter pack')
  await again.getByRole('button', { name: 'Show more' }).click()
  await expect(entries).toHaveCount(11)
  await expect(entries.last()).toContainText('Added: Welcome credits')
  await expect(entries.nth(10)).toBeFocused()
  await expect(again.getByRole('button', { name: 'Show more' })).toHaveCount(0)
  expect(await axeViolations(page)).toEqual([])
})

test('checklist ticks persist after a reload and drive the step status', async ({ page }) => {
  await openRoadmapAsNewUser(page, 'sdr')
  const step = stepCard(page, 1)
  const boxes = step.getByRole('checkbox')
  await expect(boxes).toHaveCount(4)
  await boxes.nth(0).check()
  await boxes.nth(2).check()
  await expect(step.getByRole('progressbar', { name: /2\/4 done/ })).toBeVisible()
  await expect(step.getByText('In progress', { exact: true })).toBeVisible()

  await page.reload()
  await expect(boxes.nth(0)).toBeChecked()
  await expect(boxes.nth(1)).not.toBeChecked()
  await expect(boxes.nth(2)).toBeChecked()

  await boxes.nth(1).check()
  await boxes.nth(3).check()
  await expect(step.getByText('Completed', { exact: true })).toBeVisible()
  await expect(page.getByRole('progressbar', { name: 'Overall progress' })).toHaveAttribute(
    'aria-valuenow',
    '17',
  )
})

test('skipping is not progress; finishing every step shows the completion banner', async ({
  page,
}) => {
  await openRoadmapAsNewUser(page, 'marketing')
  await stepCard(page, 2).getByRole('button', { name: 'Skip Step' }).click()
  await expect(stepCard(page, 2).getByText('Skipped', { exact: true })).toBeVisible()
  await expect(page.getByText('0 of 5 steps done, 1 skipped')).toBeVisible()

  for (const stepId of [1, 2, 3, 4, 5])
    await setStepStatusViaApi(page, 'marketing', stepId, 'completed')
  await page.reload()
  const banner = page.getByRole('region', { name: /You've completed your roadmap!/ })
  await expect(banner).toContainText("You're ready to pursue this role.")
  await banner.getByRole('link', { name: 'View Next Career Steps' }).click()
  await expect(page).toHaveURL(/\/role\/marketing#next-roles$/)
  await expect(page.getByRole('heading', { name: 'Next Career Steps' })).toBeVisible()
})

test('the list view gives each step its status in words', async ({ page }) => {
  await openRoadmapAsNewUser(page, 'csm')
  await page.getByRole('button', { name: 'List view' }).click()
  const items = page.getByRole('listitem').filter({ hasText: /^Step \d/ })
  await expect(items).toHaveCount(6)
  await expect(items.nth(0)).toContainText('Available. 0 of')
  await expect(items.nth(1)).toContainText('Locked. Unlock for 10 credits.')
})

test('unknown roles show Role Not Found on the roadmap and the profile', async ({ page }) => {
  await openRoadmapAsNewUser(page, 'xyz')
  await expect(page.getByRole('heading', { name: 'Role Not Found' })).toBeVisible()
  for (const id of ['sdr', 'ae', 'csm', 'am', 'revops', 'marketing']) {
    await expect(page.getByRole('list', { name: 'Available roles' })).toContainText(id)
  }
  await page.goto('/role/xyz')
  await expect(page.getByRole('heading', { name: 'Role Not Found' })).toBeVisible()
  await page.getByRole('link', { name: 'Back to Matches' }).click()
  await expect(page).toHaveURL(/\/match$/)
})

test('the AE profile shows its quick stats, people, skills and learning paths', async ({
  page,
}) => {
  await openRoadmapAsNewUser(page, 'sdr')
  await page.goto('/role/ae')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Account Executive')
  const stats = page.getByRole('region', { name: 'Quick Stats' })
  await expect(stats).toContainText('$80K-$150K')
  await expect(stats).toContainText('Experience Required')
  await expect(page.getByRole('heading', { name: 'Real People in This Role' })).toBeVisible()
  await expect(page.getByText('Composite story').first()).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Core Skills' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Recommended Learning Paths' })).toBeVisible()
  await page.getByRole('link', { name: 'Back to Roadmap' }).click()
  await expect(page).toHaveURL(/\/roadmap\/ae$/)
})

test('/role-profile without a diagnostic shows SDR and says why', async ({ page }) => {
  await openRoadmapAsNewUser(page, 'sdr')
  await page.goto('/role-profile')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Sales Development Representative',
  )
  await expect(page.getByText("You haven't taken the diagnostic yet")).toBeVisible()
})

test('a second tab sees the balance change without a reload', async ({ page, context }) => {
  await openRoadmapAsNewUser(page, 'revops')
  const other = await context.newPage()
  await other.goto('/roadmap/revops')
  await expectBalance(other, 50)
  await unlockThroughDialog(page, 2, 10)
  await expectBalance(page, 40)
  await expectBalance(other, 40)
  await expect(stepCard(other, 2).getByText('Available', { exact: true })).toBeVisible()
})

test('roadmap, dialogs and profile pass axe and fit a 375 px phone', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 })
  await openRoadmapAsNewUser(page, 'am')
  await expect(stepCard(page, 1).getByRole('heading', { name: 'Checklist' })).toBeVisible()
  expect(await axeViolations(page)).toEqual([])
  expect(await fitsViewportWidth(page)).toBe(true)

  await stepCard(page, 2).getByRole('button', { name: 'Unlock (15)' }).click()
  await expect(page.getByRole('button', { name: 'Unlock for 15 Credits' })).toBeVisible()
  expect(await axeViolations(page)).toEqual([])
  await page.getByRole('button', { name: 'Cancel' }).click()

  await creditBalance(page).click()
  const credits = page.getByRole('dialog', { name: 'Get More Credits' })
  await expect(credits.getByRole('tab', { name: 'Earn', selected: true })).toBeVisible()
  expect(await axeViolations(page)).toEqual([])
  await credits.getByRole('tab', { name: 'Buy' }).click()
  expect(await axeViolations(page)).toEqual([])
  await page.keyboard.press('Escape')

  await page.goto('/role/revops')
  await expect(page.getByRole('heading', { name: 'Quick Stats' })).toBeVisible()
  expect(await axeViolations(page)).toEqual([])
  expect(await fitsViewportWidth(page)).toBe(true)
})
