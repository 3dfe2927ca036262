import { expect, test } from '@playwright/test'
import { accountWithProgress } from './support-pwa'
import { heavyScreens, screenReadyMs, seedHeavyAccount } from './support-scale'

/**
 * Issue 13, item 5: one person's long-lived data (20,000 chat messages, 5,000 credit rows, every
 * checklist tick) still opens /agent-demo on its newest window, pages back on request and keeps
 * chatting. Times to usable are printed (budgets live in `npm run bench -- screens`); what is
 * asserted is the cause of the speed: a window, never the whole history.
 */
test.use({ serviceWorkers: 'block' })

test('a 20,000-message account opens the coach on its newest window and pages back', async ({
  page,
}) => {
  test.setTimeout(180_000)
  await accountWithProgress(page)
  const imported = await seedHeavyAccount(page)
  expect(imported.status, JSON.stringify(imported.json)).toBe(200)

  const readyMs = await screenReadyMs(page, '/agent-demo')
  console.log(`[scale] /agent-demo usable ${String(readyMs)} ms after navigation start`)
  const input = page.getByRole('textbox', { name: 'Message Becky' })
  // One item per message (a reply's own bullet lists are nested inside its item).
  const messages = page.getByRole('list', { name: 'Coaching conversation' }).locator(':scope > li')
  await expect(messages.last()).toContainText('Reply 10000:')
  expect(await messages.count()).toBe(50)

  await page.getByRole('button', { name: 'Show earlier messages' }).click()
  await expect(messages).toHaveCount(100)
  await expect(messages.first()).toContainText('Question 9951:')

  await input.fill('What should I do this week?')
  await input.press('Enter')
  await expect(messages).toHaveCount(102)
  await expect(messages.nth(100)).toContainText('What should I do this week?')

  for (const path of heavyScreens.filter((screen) => screen !== '/agent-demo')) {
    const ms = await screenReadyMs(page, path)
    console.log(`[scale] ${path} usable ${String(ms)} ms after navigation start`)
  }
})
