import { expect, test } from '@playwright/test'
import {
  expectInteractive,
  answerAboutYou,
  answerChoices,
  chooseResume,
  firstReadTimeout,
  axeViolations,
  completeWizard,
  expectStep,
  nextButton,
  previousButton,
  resumeFixture,
  resumeInput,
} from './support-diagnostic'
import { uniqueEmail } from './support'

test('full wizard, skip the resume, then ranked matches with reasons and a phased roadmap', async ({
  page,
}) => {
  await completeWizard(page)
  const stored = await page.evaluate(() => ({
    userId: localStorage.getItem('onboarding_userId'),
    firstName: localStorage.getItem('onboarding_firstName'),
  }))
  expect(stored.userId).toMatch(/^guest-\d+-\d+$/)
  expect(stored.firstName).toBe('Maya')

  await page.getByRole('button', { name: 'Skip for now' }).click()
  await expect(page).toHaveURL(/\/diagnostic-results\?enhanced=false$/)
  await expect(page.getByRole('heading', { name: 'Top Career Matches' })).toBeVisible()
  const matches = page.getByRole('radiogroup', { name: 'Top Career Matches' }).getByRole('radio')
  // The SDR's own role is shown as theirs, not as a match.
  await expect(matches).toHaveCount(5)
  await expect(page.getByTestId('current-role')).toContainText('Sales Development Representative')
  await expect(matches.first()).toBeChecked()
  await expect(matches.first()).toHaveAccessibleName(/Account Executive.*AI Recommended/)
  await expect(page.getByText('AI Recommended')).toHaveCount(1)

  // Why #1: three plain reasons on the card, every factor behind 'See all factors'.
  await expect(matches.first()).toHaveAccessibleName(/Own and close my own deals/)
  await page.getByRole('button', { name: 'See all factors' }).first().click()
  await expect(page.getByText(/\(strong reason\)/).first()).toBeVisible()
  await expect(page.getByText(/[+-]\d+ Account Executive/)).toHaveCount(0)

  // Choosing another match shows that role's roadmap.
  const roadmapTitle = page.getByRole('heading', { name: /^Your path to / })
  await expect(roadmapTitle).toHaveText('Your path to Account Executive')
  await matches.nth(1).check()
  await expect(matches.nth(1)).toBeChecked()
  await expect(matches.first()).not.toBeChecked()
  await expect(roadmapTitle).not.toHaveText('Your path to Account Executive')

  await expect(page.getByRole('heading', { name: /^Phase 1:/ })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Smart Acceleration' })).toContainText(
    'Upload your resume',
  )
  await expect(page.getByRole('region', { name: 'Milestones' })).toBeVisible()
  await expect(page.getByText('A message from Becky, your coach')).toBeVisible()
  for (const name of ['Return to Home', 'Take New Assessment']) {
    await expect(page.getByRole('link', { name })).toBeVisible()
  }
  await expect(page.getByRole('button', { name: 'Chat with Becky' })).toBeVisible()

  // View My Roadmap asks a visitor to save the results, then goes on to the dashboard.
  await matches.first().check()
  await page.getByRole('button', { name: 'View My Roadmap' }).first().click()
  const dialog = page.getByRole('dialog', { name: 'Save Your Results' })
  await expect(dialog.getByRole('heading', { name: 'Save Your Results' })).toBeVisible()
  // The wizard already asked for the name and email: the form starts with them.
  await expect(dialog.getByLabel('Full Name')).toHaveValue('Maya')
  await expect(dialog.getByLabel('Email')).toHaveValue('maya@example.com')
  await dialog.getByLabel('Full Name').fill('Maya Lopez')
  await dialog.getByLabel('Email').fill(uniqueEmail('results'))
  await dialog.getByLabel('Password', { exact: true }).fill('secret123')
  await dialog.getByRole('button', { name: 'Create Account' }).click()
  await expect(page).toHaveURL(/\/dashboard$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Maya Lopez' })).toBeVisible()
})

test('wizard, then the fixture PDF: insights shown and corrected, enhanced results accelerate', async ({
  page,
}) => {
  await completeWizard(page)
  await expect(page.getByText(/never leaves/)).toBeVisible()
  await chooseResume(page, resumeFixture('sdr-single-column.pdf'))
  await expect(page.getByRole('heading', { name: 'Here is what we found' })).toBeVisible({
    timeout: firstReadTimeout,
  })
  await expect(page.getByText('sdr-single-column.pdf')).toBeVisible()
  await expect(page.getByLabel('Current role')).toHaveValue(
    'Senior Sales Development Representative',
  )
  await expect(page.getByLabel('Years of experience')).not.toHaveValue('0')
  await expect(page.getByRole('button', { name: 'Remove skill: Salesforce' })).toBeVisible()
  await expect(
    page.getByRole('region', { name: /Achievements/ }).getByRole('listitem'),
  ).not.toHaveCount(0)

  await page.getByLabel('Add a skill').fill('Territory planning')
  await page.getByLabel('Add a skill').press('Enter')
  await expect(page.getByRole('button', { name: 'Remove skill: Territory planning' })).toBeVisible()
  await page.getByRole('button', { name: 'Save corrections' }).click()
  await expect(page.getByText('Corrections saved on this device.')).toBeVisible()

  await page.getByRole('button', { name: 'Generate My Roadmap' }).click()
  await expect(page).toHaveURL(/\/diagnostic-results\?enhanced=true&userId=guest-\d+-\d+$/)
  await expect(page.getByText('Enhanced with your resume')).toBeVisible()
  const acceleration = page.getByRole('region', { name: 'Smart Acceleration' })
  await expect(acceleration.getByRole('listitem')).not.toHaveCount(0)
  await expect(page.getByRole('heading', { name: /^Phase 1:/ })).toBeVisible()
})

test('upload validation: too large, wrong type and a renamed photo, each with a clear message', async ({
  page,
}) => {
  await page.goto('/resume-upload')
  const input = resumeInput(page)
  await input.setInputFiles({
    name: 'huge.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.alloc(5 * 1024 * 1024 + 1, 0x20),
  })
  // The upload's error panel; the toast region is an (empty) alert too.
  const alert = page.getByRole('alert').filter({ hasText: 'Upload failed. Try again.' })
  await expect(alert).toContainText('Upload failed. Try again.')
  await expect(alert).toContainText('File size must be less than 5MB')
  await expect(alert).toContainText('Please try again or skip for now')

  await page.getByRole('button', { name: 'Try again' }).click()
  await input.setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('x') })
  await expect(alert).toContainText('Please upload a PDF, DOC, or DOCX file')

  await page.getByRole('button', { name: 'Try again' }).click()
  await input.setInputFiles(resumeFixture('photo-renamed.pdf'))
  await expect(alert).toContainText('This file is named .pdf but is not a PDF file')
  await expect(alert).toContainText('Upload failed. Try again.')

  await page.getByRole('button', { name: 'Try again' }).click()
  await input.setInputFiles(resumeFixture('scanned-image-only.pdf'))
  await expect(alert).toContainText(/no selectable text/)

  await page.getByRole('button', { name: 'Skip for now' }).click()
  // Nothing was ever stored for this visitor, so the results page sends them to the wizard.
  await expect(page).toHaveURL(/\/diagnostic-onboarding$/)
})

test('Next waits for an answer, Previous is off at step 1, answers survive Back and a reload', async ({
  page,
}) => {
  await page.goto('/diagnostic-onboarding')
  await expectStep(page, 1)
  await expect(page.getByRole('progressbar')).toBeVisible()
  await expect(previousButton(page)).toBeDisabled()
  await expect(nextButton(page)).toBeDisabled()
  await page.getByLabel('First name').fill('Maya')
  await expect(nextButton(page)).toBeDisabled()
  await page.getByLabel('Email').fill('maya@example.com')
  await expect(nextButton(page)).toBeEnabled()
  await nextButton(page).click()

  await expectStep(page, 2)
  await expect(nextButton(page)).toBeDisabled()
  await answerChoices(page, 3)
  await expectStep(page, 3)
  await previousButton(page).click()
  await expectStep(page, 2)
  await expect(page.locator('input[name="current_role"][value="sdr_bdr"]')).toBeChecked()
  await previousButton(page).click()
  await expect(page.getByLabel('First name')).toHaveValue('Maya')

  await page.reload()
  await expectStep(page, 1)
  await expect(page.getByLabel('Email')).toHaveValue('maya@example.com')
  await nextButton(page).click()
  await nextButton(page).click()
  await expectStep(page, 3)
  await expect(page.locator('input[name="biggest_career_goal"][value="close_deals"]')).toBeChecked()
})

test('step 1 is in the HTML file: what is typed before the page is live is kept, a draft is not covered', async ({
  page,
}) => {
  // Hold every script until the fields are filled: the page is only its HTML file meanwhile.
  let release = () => {}
  const scriptsHeld = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/assets/*.js', async (route) => {
    await scriptsHeld
    await route.continue()
  })
  await page.goto('/diagnostic-onboarding', { waitUntil: 'commit' })
  await expectStep(page, 1)
  await page.getByLabel('First name').fill('Maya')
  await page.getByLabel('Email').fill('maya@example.com')
  release()
  await expect(nextButton(page)).toBeEnabled()
  await nextButton(page).click()
  await expectStep(page, 2)

  // With a draft saved, the file's copy of step 1 is cleared before it paints: the page resumes
  // at the draft's step instead of showing an empty step 1 first.
  let releaseAgain = () => {}
  const heldAgain = new Promise<void>((resolve) => (releaseAgain = resolve))
  await page.unroute('**/assets/*.js')
  await page.route('**/assets/*.js', async (route) => {
    await heldAgain
    await route.continue()
  })
  await page.reload({ waitUntil: 'commit' })
  await expect(page.locator('#root')).toBeEmpty()
  releaseAgain()
  await expectStep(page, 2)
})

test('keyboard only: answer a radio step with arrows and move on with Enter', async ({ page }) => {
  await page.goto('/diagnostic-onboarding')
  await expectInteractive(page)
  await page.getByLabel('First name').fill('Kai')
  await page.getByLabel('Email').fill('kai@example.com')
  await page.getByLabel('Email').press('Enter')
  await expectStep(page, 2)

  const radios = page.getByRole('radiogroup').getByRole('radio')
  await expect(radios).toHaveCount(10)
  await page.keyboard.press('Tab')
  await expect(radios.first()).toBeFocused()
  await page.keyboard.press('Space')
  await expect(radios.first()).toBeChecked()
  await page.keyboard.press('ArrowDown')
  await expect(radios.nth(1)).toBeChecked()
  await expect(radios.nth(1)).toBeFocused()
  await page.keyboard.press('Enter')
  await expectStep(page, 3)
  await expect(page.getByRole('heading', { level: 2 })).toBeFocused()

  await page.getByRole('button', { name: 'Previous' }).press('Enter')
  await expectStep(page, 2)
  await expect(radios.nth(1)).toBeChecked()
})

test('the inline resume panel: tip after step 3, benefits, Continue once the file is parsed', async ({
  page,
}) => {
  await page.goto('/diagnostic-onboarding')
  await answerAboutYou(page)
  await answerChoices(page, 3)
  await expect(page.getByText(/^Tip:/)).toHaveCount(0)
  await nextButton(page).click()
  await expectStep(page, 4)
  await page.getByRole('button', { name: 'Add my resume' }).click()

  const panel = page.getByRole('region', { name: 'Enhance your roadmap with your resume' })
  for (const benefit of [
    'Skip mastered steps',
    'Identify transferable skills',
    'Timeline estimates',
    'Better role recommendations',
  ]) {
    await expect(panel.getByText(benefit)).toBeVisible()
  }
  const proceed = panel.getByRole('button', { name: 'Continue with Resume' })
  await expect(proceed).toBeDisabled()
  await panel.getByLabel(/Choose your resume file/).setInputFiles(resumeFixture('sdr-resume.txt'))
  await expect(panel.getByText('Parsed')).toBeVisible()
  await proceed.click()
  await expect(page.getByText(/Resume added: sdr-resume\.txt/)).toBeVisible()

  // The resume is in: Generate My Roadmap goes straight to the results, not the upload page.
  await answerChoices(page, 9, 4)
  await page.getByRole('button', { name: 'Generate My Roadmap' }).click()
  await expect(page).toHaveURL(/\/diagnostic-results\?enhanced=true$/)
  await expect(page.getByText('Enhanced with your resume')).toBeVisible()
})

test('no axe violations on the wizard, the upload page and the results at 375px', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 })
  await page.goto('/diagnostic-onboarding')
  await answerAboutYou(page)
  await answerChoices(page, 4)
  await page.getByRole('button', { name: 'Add my resume' }).click()
  expect(await axeViolations(page)).toEqual([])

  const next = await page.context().newPage()
  await completeWizard(next)
  await chooseResume(next, resumeFixture('sdr-resume.docx'))
  await expect(next.getByRole('heading', { name: 'Here is what we found' })).toBeVisible({
    timeout: firstReadTimeout,
  })
  expect(await axeViolations(next)).toEqual([])

  await next.getByRole('button', { name: 'Generate My Roadmap' }).click()
  await expect(next.getByRole('heading', { name: 'Top Career Matches' })).toBeVisible()
  await next.getByRole('button', { name: 'See all factors' }).first().click()
  expect(await axeViolations(next)).toEqual([])
})
