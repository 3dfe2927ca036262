import { expect, test, type Page } from '@playwright/test'
import { uniqueEmail } from './support'
import { beckyBubbles, openWidget } from './support-coach'
import { answerChoices, completeWizard, nextButton } from './support-diagnostic'
import { authDialog, mainNav, openLanding, submitAuthModal } from './support-landing'

/**
 * Issue 13, item 1: two people share one browser. Maya uses the app and signs out; Sam then uses
 * it as a guest (wizard and chat); Maya signs back in. Neither sees nor receives the other's data.
 */
test.use({ serviceWorkers: 'block' })

const perPersonKeys = ['currentUserId', 'userEmail', 'onboarding_userId', 'onboarding_firstName']
const samSecret = 'Sam plans to leave Globex in March'

const storedKeys = (page: Page) =>
  page.evaluate(() => ({ local: Object.keys(localStorage), tab: Object.keys(sessionStorage) }))
const guestId = (page: Page) => page.evaluate(() => localStorage.getItem('guestSessionId'))

async function signOutFromLanding(page: Page) {
  await openLanding(page)
  await mainNav(page).getByRole('button', { name: 'Sign Out' }).click()
  await expect(mainNav(page).getByRole('button', { name: 'Sign In' })).toBeVisible()
}

async function signInFromLanding(page: Page, email: string, mode: 'signin' | 'signup') {
  await openLanding(page)
  await mainNav(page).getByRole('button', { name: 'Sign In' }).click()
  if (mode === 'signup') {
    await authDialog(page).getByRole('button', { name: 'Create an account' }).click()
  }
  await submitAuthModal(page, email, 'secret123')
  await expect(page).toHaveURL(/\/dashboard$/)
}

async function samTakesTheWizard(page: Page) {
  await page.goto('/diagnostic-onboarding')
  await expect(page.getByLabel('First name')).toHaveValue('')
  await expect(page.getByLabel('Email')).toHaveValue('')
  await page.getByLabel('First name').fill('Sam')
  await page.getByLabel('Email').fill('sam@example.com')
  await nextButton(page).click()
  await answerChoices(page)
  await page.getByRole('button', { name: 'Generate My Roadmap' }).click()
  await expect(page).toHaveURL(/\/resume-upload\?userId=guest-\d+-\d+&firstName=Sam$/)
}

/** The stored chat of whoever this browser is now (its cookie and its current guest id). */
const storedChat = (page: Page) =>
  page.evaluate(async () => {
    const guest = localStorage.getItem('guestSessionId') ?? ''
    const res = await fetch('/api/chat/history', {
      credentials: 'include',
      headers: { 'x-guest-session': guest },
    })
    return res.text()
  })

test('sign-out hands the browser over: no name, ids, answers or chat cross between people', async ({
  page,
}) => {
  const mayaEmail = uniqueEmail('maya')
  await completeWizard(page)
  const mayaGuest = await guestId(page)
  await signInFromLanding(page, mayaEmail, 'signup')
  await signOutFromLanding(page)

  const afterSignOut = await storedKeys(page)
  expect(afterSignOut.local.filter((key) => perPersonKeys.includes(key))).toEqual([])
  expect(afterSignOut.tab.filter((key) => key.startsWith('salespath'))).toEqual([])
  expect(await guestId(page)).not.toBe(mayaGuest)

  // Sam, the next person: not greeted as Maya, and the resume step works for Sam's own id.
  await page.goto('/resume-upload')
  await expect(page.getByText('Add your resume and Becky will skip')).toBeVisible()
  await expect(page.getByText(/Maya/)).toHaveCount(0)
  await samTakesTheWizard(page)
  await page.goto('/')
  const panel = await openWidget(page)
  await panel.getByRole('textbox', { name: 'Message Becky' }).fill(samSecret)
  await panel.getByRole('button', { name: 'Send message' }).click()
  await expect(beckyBubbles(panel.getByRole('list'))).toHaveCount(2)
  // Sam's chat is stored for Sam, so its absence below means something.
  expect(await storedChat(page)).toContain(samSecret)

  // Maya signs back in: her own answers, none of Sam's answers or chat.
  await signInFromLanding(page, mayaEmail, 'signin')
  const exported = await page.evaluate(async () => {
    const res = await fetch('/api/account/export', { credentials: 'include' })
    return res.text()
  })
  expect(exported).toContain('maya@example.com')
  expect(exported).not.toContain('sam@example.com')
  expect(exported).not.toContain(samSecret)
  expect(await storedChat(page)).not.toContain(samSecret)

  // And the person after Maya sees neither of them.
  await signOutFromLanding(page)
  expect(await storedChat(page)).not.toContain(samSecret)
  await page.goto('/resume-upload')
  await expect(page.getByText('Add your resume and Becky will skip')).toBeVisible()
})
