import { expect, test } from '@playwright/test'
import {
  beckyBubbles,
  coachAccount,
  openWidget,
  seriousA11yViolations,
  userBubbles,
} from './support-coach'

/** Becky on a phone: accessibility, and long replies read from their first line. */

const notSupported = 'On-device AI is not supported here'

test('the chat panel and the agent demo have no serious accessibility issues, phone-wide too', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 })
  await page.goto('/')
  const panel = await openWidget(page)
  await panel
    .getByRole('textbox', { name: 'Message Becky' })
    .fill('I was just put on a PIP, what do I do?')
  await panel.getByRole('textbox', { name: 'Message Becky' }).press('Enter')
  const log = panel.getByRole('list')
  await expect(beckyBubbles(log)).toHaveCount(2)
  // A reply taller than the phone's chat area is read from its first line: the question stays
  // in view above it instead of the view jumping to the reply's last line.
  const reply = beckyBubbles(log).nth(1)
  const region = panel.getByRole('region', { name: 'Messages' })
  const replyHeight = (await reply.boundingBox())?.height ?? 0
  const regionHeight = (await region.boundingBox())?.height ?? 0
  expect(replyHeight).toBeGreaterThan(regionHeight)
  await expect(userBubbles(log).first()).toBeInViewport()
  await expect(
    reply.getByText('Being put on a PIP is stressful', { exact: false }),
  ).toBeInViewport()
  expect(await seriousA11yViolations(page, '[role="dialog"]')).toEqual([])
  await panel.getByRole('button', { name: 'On-device AI' }).click()
  await expect(panel.getByText(notSupported)).toBeVisible()
  expect(await seriousA11yViolations(page, '[role="dialog"]')).toEqual([])

  await coachAccount(page, { diagnostic: true })
  await page.goto('/agent-demo')
  // The message box is on the first screen of a phone, not below the fold.
  await expect(page.getByRole('textbox', { name: 'Message Becky' })).toBeInViewport({ ratio: 1 })
  await page.getByRole('button', { name: 'Career Pivot' }).click()
  await expect(beckyBubbles(page.getByRole('list', { name: 'Coaching conversation' }))).toHaveCount(
    2,
  )
  expect(await seriousA11yViolations(page)).toEqual([])
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
    true,
  )
})
