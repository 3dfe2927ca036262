import { axeFindings } from './support-axe'
import { expect, type Page } from '@playwright/test'
import { fileURLToPath } from 'node:url'

/** A committed resume fixture (tests/fixtures/resumes, written by the documents work). */
export function resumeFixture(name: string): string {
  return fileURLToPath(new URL(`../fixtures/resumes/${name}`, import.meta.url))
}

/** The SDR who wants to close deals: option values per question (stable ids, see the domain). */
export const closerAnswers = {
  first_name: 'Maya',
  email: 'maya@example.com',
  current_role: 'sdr_bdr',
  biggest_career_goal: 'close_deals',
  work_preferences: ['fast_paced_competitive', 'target_driven'],
  strengths: ['persuasion', 'resilience', 'communication'],
  target_timeline: 'this_year',
  learning_style: 'role_play',
  industry_preference: 'saas_software',
  confidence_level: 'confident_need_plan',
} as const

const choiceOrder = [
  'current_role',
  'biggest_career_goal',
  'work_preferences',
  'strengths',
  'target_timeline',
  'learning_style',
  'industry_preference',
  'confidence_level',
] as const

export const nextButton = (page: Page) => page.getByRole('button', { name: 'Next' })
export const previousButton = (page: Page) => page.getByRole('button', { name: 'Previous' })

export async function expectStep(page: Page, step: number) {
  await expect(page.getByText(`Step ${String(step)} of 9`)).toBeVisible()
}

/**
 * The prerendered wizard takes keys once React has hydrated it (main.tsx drops the root's
 * data-prerendered then): an Enter pressed on the static HTML before that does nothing, which a
 * keyboard test racing the page's load would read as a broken step.
 */
export async function expectInteractive(page: Page) {
  await expect(page.locator('#root[data-prerendered]')).toHaveCount(0)
}

/** Fills step 1 and presses Next. */
export async function answerAboutYou(page: Page) {
  await page.getByLabel('First name').fill(closerAnswers.first_name)
  await page.getByLabel('Email').fill(closerAnswers.email)
  await nextButton(page).click()
  await expectStep(page, 2)
}

async function pick(page: Page, question: (typeof choiceOrder)[number]) {
  const value: string | readonly string[] = closerAnswers[question]
  for (const item of typeof value === 'string' ? [value] : value) {
    await page.locator(`input[name="${question}"][value="${item}"]`).check()
  }
}

/** Answers steps `from`..`through` (inclusive), pressing Next after each step but `through`. */
export async function answerChoices(page: Page, through = 9, from = 2) {
  for (const [index, question] of choiceOrder.entries()) {
    const step = index + 2
    if (step < from) continue
    if (step > through) return
    await expectStep(page, step)
    await pick(page, question)
    if (step < through) await nextButton(page).click()
  }
}

/** The whole wizard, then 'Generate My Roadmap': lands on /resume-upload. */
export async function completeWizard(page: Page) {
  await page.goto('/diagnostic-onboarding')
  await answerAboutYou(page)
  await answerChoices(page)
  await page.getByRole('button', { name: 'Generate My Roadmap' }).click()
  await expect(page).toHaveURL(/\/resume-upload\?userId=guest-\d+-\d+&firstName=Maya$/)
}

export const resumeInput = (page: Page) => page.getByLabel(/Choose your resume file/)

/**
 * A person's first read waits for the on-device reader to start: it starts when they reach for
 * the drop zone, not when the screen opens (issue 33). Their file picker takes seconds; a test's
 * is instant, and a cold start takes several seconds on a busy 2-core machine.
 */
export const firstReadTimeout = 30_000

/** Chooses a resume as a person does: pointing at the drop zone first, then picking the file. */
export async function chooseResume(page: Page, file: string) {
  await page.getByText('Choose your resume file').hover()
  await resumeInput(page).setInputFiles(file)
}

/** Every axe violation on the page as it is now (Lighthouse accessibility 100 is a budget). */
export function axeViolations(page: Page): Promise<string[]> {
  return axeFindings(page)
}
