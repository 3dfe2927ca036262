import { axeFindings } from './support-axe'
import { expect, type Locator, type Page } from '@playwright/test'
import { signUpViaApi, uniqueEmail } from './support'
import { apiCall } from './support-dashboard'

/** Wizard answers (option values from src/domain/diagnostic) whose top match is AE. */
const coachAnswers = {
  first_name: 'Riley',
  email: 'riley@example.com',
  current_role: 'sdr_bdr',
  biggest_career_goal: 'close_deals',
  work_preferences: ['fast_paced_competitive', 'target_driven'],
  strengths: ['persuasion', 'resilience', 'communication'],
  target_timeline: 'this_year',
  learning_style: 'role_play',
  confidence_level: 'confident_need_plan',
}

/** A fresh account (signed in on this page), with a finished diagnostic when asked. */
export async function coachAccount(page: Page, options: { diagnostic: boolean }) {
  await page.goto('/')
  const account = await signUpViaApi(page, uniqueEmail('coach'), 'secret123', 'Riley Jones')
  if (options.diagnostic) {
    const diagnostic = await apiCall(page, 'POST', '/api/onboarding/diagnostic', coachAnswers)
    expect(diagnostic.status).toBe(200)
  }
  return account
}

export const widgetButton = (page: Page) =>
  page.getByRole('button', { name: 'Chat with Becky, your AI career coach' })

export const widgetPanel = (page: Page) => page.getByRole('dialog', { name: 'Becky' })

/** Opens the landing chat and waits for the greeting. */
export async function openWidget(page: Page): Promise<Locator> {
  await widgetButton(page).click()
  const panel = widgetPanel(page)
  await expect(panel).toBeVisible()
  return panel
}

/** Becky's messages in a conversation list (each bubble starts with a hidden "Becky said:"). */
export const beckyBubbles = (list: Locator) =>
  list.getByRole('listitem').filter({ hasText: 'Becky said:' })
export const userBubbles = (list: Locator) =>
  list.getByRole('listitem').filter({ hasText: 'You said:' })

/** Fails the test if any alert/confirm/prompt opens on the page. */
export function trackDialogs(page: Page): { fired: string[] } {
  const seen = { fired: [] as string[] }
  page.on('dialog', (dialog) => {
    seen.fired.push(dialog.message())
    void dialog.dismiss()
  })
  return seen
}

/** Serious or critical axe violations on the page as it is now, one line each. */
export function seriousA11yViolations(page: Page, include?: string) {
  return axeFindings(page, { seriousOnly: true, ...(include === undefined ? {} : { include }) })
}
