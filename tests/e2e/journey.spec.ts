import { expect, test, type Page } from '@playwright/test'
import { completeWizard, resumeFixture, resumeInput } from './support-diagnostic'
import { uniqueEmail } from './support'
import { beckyBubbles } from './support-coach'
import { expectBalance, unlockThroughDialog } from './support-roadmap'

/**
 * One journey, told the same way on every screen (issue 10). One shared sign-up: the steps run in
 * order on one page.
 */
test.describe.configure({ mode: 'serial' })

let page: Page
const seen = { timeline: '', match: '', resumeDone: 0 }

test.beforeAll(async ({ browser }) => {
  page = await browser.newPage()
})

test.afterAll(async () => {
  await page.close()
})

test('wizard and resume lead to results with one timeline, one match and resume-done steps', async () => {
  await completeWizard(page)
  await resumeInput(page).setInputFiles(resumeFixture('sdr-single-column.pdf'))
  // pdf.js parses on the device; a busy shared machine can take longer than the default wait.
  await expect(page.getByRole('heading', { name: 'Here is what we found' })).toBeVisible({
    timeout: 30_000,
  })
  await page.getByRole('button', { name: 'Generate My Roadmap' }).click()
  await expect(page).toHaveURL(/\/diagnostic-results\?enhanced=true/)

  seen.timeline = (await page.getByTestId('lead-timeline').textContent()) ?? ''
  seen.match = (await page.getByTestId('lead-match').textContent()) ?? ''
  expect(seen.timeline).toMatch(/^\d+-\d+ months$/)
  expect(seen.match).toMatch(/^\d+%$/)
  // The top match card shows the same number and the same time to role.
  const top = page.getByRole('radiogroup', { name: 'Top Career Matches' }).getByRole('radio')
  await expect(top.first()).toHaveAccessibleName(/Account Executive/)
  await expect(page.getByTestId('match-percent').first()).toHaveText(seen.match)
  await expect(page.getByText(`Time to role: ${seen.timeline}`).first()).toBeAttached()
  await expect(page.getByText(/about about/i)).toHaveCount(0)

  seen.resumeDone = await page.getByText('Already mastered').count()
  expect(seen.resumeDone).toBeGreaterThan(0)

  // On a phone the page leads with the chosen match and keeps View My Roadmap in reach.
  await page.setViewportSize({ width: 375, height: 800 })
  await expect(page.getByTestId('sticky-view-roadmap')).toBeInViewport()
  await page.evaluate(() => window.scrollTo(0, 0))
  await expect(page.getByTestId('lead-match')).toBeInViewport()
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight / 2))
  await expect(page.getByTestId('sticky-view-roadmap')).toBeInViewport()
  await page.setViewportSize({ width: 1280, height: 800 })
  await expect(page.getByTestId('sticky-view-roadmap')).toBeHidden()
})

test('after sign-up the dashboard and roadmap show the same timeline, match and free resume steps', async () => {
  await page.getByRole('button', { name: 'View My Roadmap' }).first().click()
  const dialog = page.getByRole('dialog', { name: 'Save Your Results' })
  await dialog.getByLabel('Full Name').fill('Maya Lopez')
  await dialog.getByLabel('Email').fill(uniqueEmail('journey'))
  await dialog.getByLabel('Password', { exact: true }).fill('secret123')
  await dialog.getByRole('button', { name: 'Create Account' }).click()
  await expect(page).toHaveURL(/\/dashboard$/)

  await expect(page.getByTestId('dashboard-timeline')).toHaveText(seen.timeline)
  const stats = page.getByRole('list', { name: 'Your numbers' }).getByRole('listitem')
  await expect(stats.filter({ hasText: 'Roadmap Progress' })).toContainText(
    `${String(seen.resumeDone)}/6`,
  )

  // Skills the resume proved read as mastered on the dashboard, and Becky names them as strengths.
  await page.getByRole('tab', { name: 'Skills & Progress' }).click()
  const mastered = page.getByRole('tabpanel').getByText(/: level 5 of 5$/)
  await expect(mastered.first()).toBeVisible()
  const masteredSkills = (await mastered.allTextContents()).map((text) =>
    text.replace(/: level 5 of 5$/, ''),
  )
  expect(masteredSkills.length).toBeGreaterThan(0)
  await page.goto('/agent-demo')
  const strengths = page.getByRole('region', { name: 'Strengths' }).getByRole('listitem')
  for (const skill of masteredSkills)
    await expect(strengths.filter({ hasText: skill })).toHaveCount(1)
  // Asked in the chat, Becky gives the same match percent and timeline as the results page.
  const log = page.getByRole('list', { name: 'Coaching conversation' })
  const box = page.getByRole('textbox', { name: 'Message Becky' })
  const replies = beckyBubbles(log)
  const before = await replies.count()
  await box.fill('what was my top match?')
  await box.press('Enter')
  await expect(replies).toHaveCount(before + 1)
  await expect(replies.last()).toContainText(`Account Executive at ${seen.match}`)
  await box.fill('how long will my roadmap take?')
  await box.press('Enter')
  await expect(replies).toHaveCount(before + 2)
  await expect(replies.last()).toContainText(`runs over ${seen.timeline}`)

  await page.goto('/roadmap/ae')
  await expect(page.getByTestId('journey-timeline')).toHaveText(seen.timeline)
  await expect(page.getByTestId('journey-match')).toHaveText(seen.match)
  await expect(page.getByText('Done by resume', { exact: true })).toHaveCount(seen.resumeDone)
  await expect(
    page.getByText(
      `${String(seen.resumeDone)} of 6 steps done (${String(seen.resumeDone)} confirmed by your resume)`,
    ),
  ).toBeVisible()
  // Nothing was charged for them.
  await expectBalance(page, 50)
})

test("'I haven't done this' puts a resume step back, and Undo restores it", async () => {
  const resumeStep = page.locator('[id^="step-"]').filter({ hasText: 'Done by resume' }).first()
  const id = await resumeStep.getAttribute('id')
  await resumeStep.getByRole('button', { name: "I haven't done this" }).click()
  await expect(page.getByText('is back on your to-do list')).toBeVisible()
  await expect(page.locator(`#${id ?? ''}`).getByText('Done by resume')).toHaveCount(0)
  await page.getByRole('button', { name: 'Undo' }).click()
  await expect(page.locator(`#${id ?? ''}`).getByText('Done by resume')).toBeVisible()
  await expectBalance(page, 50)
})

test('a completed step awards the first milestone once', async () => {
  // The journey's next step: open it if it is free, else unlock it (the resume covered the rest).
  const next = page
    .locator('[id^="step-"]')
    .filter({ hasNot: page.getByText('Done by resume', { exact: true }) })
    .first()
  const unlock = next.getByRole('button', { name: /^Unlock \(\d+\)$/ })
  let balance = 50
  if ((await unlock.count()) > 0) {
    const cost = Number(/\d+/.exec((await unlock.textContent()) ?? '')?.[0])
    await unlockThroughDialog(page, Number((await next.getAttribute('id'))?.slice(5)), cost)
    balance -= cost
    await expectBalance(page, balance)
  }
  const boxes = next.getByRole('checkbox')
  await expect(boxes.first()).toBeVisible()
  const count = await boxes.count()
  for (let i = 0; i < count; i += 1) await boxes.nth(i).check()
  await expect(page.getByTestId('progress-moment')).toContainText(
    'Milestone reached! You earned 6 credits.',
  )
  await expectBalance(page, balance + 6)
  await boxes.first().uncheck()
  await boxes.first().check()
  await expect(page.getByTestId('progress-moment')).toContainText('Step complete!')
  await expectBalance(page, balance + 6)
})

test("choosing another match on results shows that role's roadmap", async () => {
  // After a step is done, results name the same next step as the dashboard, not the plan's first.
  await page.goto('/dashboard')
  await page.getByRole('tab', { name: 'My Roadmap' }).click()
  const dashboardNext = (await page.getByTestId('dashboard-next-step').textContent()) ?? ''
  await page.goto('/diagnostic-results')
  await expect(page.getByTestId('lead-next-step')).toHaveText(dashboardNext.trim())
  const matches = page.getByRole('radiogroup', { name: 'Top Career Matches' }).getByRole('radio')
  const title = page.getByRole('heading', { name: /^Your path to / })
  await expect(title).toHaveText('Your path to Account Executive')
  await matches.nth(1).check()
  await expect(title).not.toHaveText('Your path to Account Executive')
  const chosen = ((await title.textContent()) ?? '').replace('Your path to ', '')
  await page.getByRole('button', { name: 'View My Roadmap' }).first().click()
  await expect(page).toHaveURL(/\/roadmap\/(?!ae)[a-z]+\?from=results$/)
  await expect(page.getByRole('heading', { level: 1 })).toContainText(chosen)
  // Back returns to the results the user came from.
  await page.getByRole('link', { name: /Back/ }).first().click()
  await expect(page).toHaveURL(/\/diagnostic-results/)
})
