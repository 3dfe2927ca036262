import { expect, test, type Page } from '@playwright/test'
import { signUpViaApi } from './support'
import {
  apiCall,
  createDiagnostic,
  fitsViewportWidth,
  newAccount,
  seriousAxeViolations,
  toast,
} from './support-dashboard'

const GENERATION_FAILED = "Hmm, we couldn't generate matches"

/**
 * Answers taken as a guest in this browser, then an account made without claiming them: opening
 * /match?userId={guest id} finds answers but may not generate for an id that is not the account's.
 */
async function guestAnswersOnly(page: Page) {
  await page.goto('/')
  const guest = `guest-${String(Date.now())}-7`
  await page.evaluate((id) => localStorage.setItem('guestSessionId', id), guest)
  await createDiagnostic(page, { 'x-guest-session': guest })
  await signUpViaApi(page)
  return guest
}

test.describe('/match and /suggested-roles', () => {
  test("'No Onboarding Data Found' with Start Onboarding and Try Again", async ({ page }) => {
    await newAccount(page, { diagnostic: false })
    await page.goto('/match')
    await expect(page.getByRole('heading', { name: 'No Onboarding Data Found' })).toBeVisible()
    await page.getByRole('button', { name: 'Try Again' }).click()
    await expect(page.getByRole('heading', { name: 'No Onboarding Data Found' })).toBeVisible()
    await page.getByRole('link', { name: 'Start Onboarding' }).click()
    await expect(page).toHaveURL(/\/$/)
  })

  test('lists role cards for the signed-in user, best first', async ({ page }) => {
    await newAccount(page, { diagnostic: true })
    await page.goto('/match')
    await expect(
      page.getByRole('heading', { level: 1, name: 'Here are your top matches, Maya' }),
    ).toBeVisible()
    const cards = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { level: 2 }) })
    await expect(cards).toHaveCount(6)
    const top = cards.first()
    await expect(top.getByRole('heading', { name: 'Account Executive' })).toBeVisible()
    await expect(top.getByText('AI Pick: Best overall fit')).toBeVisible()
    await expect(top.getByText('Natural next step')).toBeVisible()
    await expect(top.getByText(/^\d+% Match$|^Strong Fit$/)).toBeVisible()
    await expect(top.getByText('Challenging difficulty')).toBeVisible()
    await expect(top.getByText('$80K-$150K')).toBeVisible()
    await expect(top.getByText('Why this fits you:')).toBeVisible()
    await expect(top.getByRole('list', { name: 'Key skills' }).getByRole('listitem')).toHaveCount(3)
    await expect(cards.nth(1).getByText(/^AI Pick/)).toHaveCount(0)
    // Signed in: the save prompt is not offered.
    await expect(page.getByRole('button', { name: 'Save My Results' })).toHaveCount(0)

    await page.getByRole('button', { name: 'Refresh Matches' }).click()
    await expect(page.getByRole('button', { name: 'Refresh Matches' })).toBeEnabled()
    await expect(cards).toHaveCount(6)

    await top.getByRole('link', { name: 'View Roadmap' }).click()
    await expect(page).toHaveURL(/\/roadmap\/ae$/)
  })

  test("'Start New Journey' goes to the diagnostic; /suggested-roles is the same screen", async ({
    page,
  }) => {
    await newAccount(page, { diagnostic: true })
    await page.goto('/suggested-roles')
    await expect(
      page.getByRole('heading', { name: 'Here are your top matches, Maya' }),
    ).toBeVisible()
    await page.getByRole('link', { name: 'Start New Journey' }).click()
    await expect(page).toHaveURL(/\/diagnostic-onboarding$/)
  })

  test("'Unable to Generate Matches' toasts, retries and 'Start Over' forgets the stored id", async ({
    page,
  }) => {
    const guest = await guestAnswersOnly(page)
    await page.evaluate(() => localStorage.setItem('currentUserId', 'stale-id'))
    await page.goto(`/match?userId=${guest}`)
    await expect(page.getByRole('heading', { name: 'Unable to Generate Matches' })).toBeVisible()
    await expect(toast(page, GENERATION_FAILED)).toBeVisible()
    await expect(
      page.getByText('Want to retake the quiz? Let me try again to find your perfect career path'),
    ).toBeVisible()
    await page.getByRole('button', { name: 'Try Again' }).click()
    await expect(page.getByRole('heading', { name: 'Unable to Generate Matches' })).toBeVisible()
    await page.getByRole('button', { name: 'Start Over' }).click()
    await expect(page).toHaveURL(/\/$/)
    expect(await page.evaluate(() => localStorage.getItem('currentUserId'))).toBeNull()
  })

  test("shows 'Analyzing Your Profile...' with the number of responses while matching", async ({
    page,
  }) => {
    await newAccount(page, { diagnostic: true })
    await page.goto('/old-dashboard')
    // Hold match generation for a moment, then open the page in-app so the hold stays in place.
    await page.evaluate(() => {
      const realFetch = window.fetch.bind(window)
      window.fetch = async (input, init) => {
        const url = input instanceof Request ? input.url : String(input)
        if (url.includes('/api/career-matches')) await new Promise((r) => setTimeout(r, 1500))
        return realFetch(input, init)
      }
    })
    await page.getByRole('link', { name: /^Job Search/ }).click()
    await expect(page.getByRole('heading', { name: 'Analyzing Your Profile...' })).toBeVisible()
    await expect(page.getByText('Reading your 10 onboarding responses')).toBeVisible()
    await expect(
      page.getByRole('heading', { name: 'Here are your top matches, Maya' }),
    ).toBeVisible()
  })

  test('passes axe and fits a 375 px phone', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 })
    await newAccount(page, { diagnostic: true })
    await page.goto('/match')
    await expect(
      page.getByRole('heading', { name: 'Here are your top matches, Maya' }),
    ).toBeVisible()
    expect(await fitsViewportWidth(page)).toBe(true)
    expect(await seriousAxeViolations(page)).toEqual([])
  })
})

test.describe('/career-matches', () => {
  test('three cards with their match percents, the fixed traits, and buttons to the role and the coach', async ({
    page,
  }) => {
    await newAccount(page, { diagnostic: true })
    await page.goto('/career-matches')
    await expect(
      page.getByRole('heading', { level: 1, name: "You've Got Options, Maya" }),
    ).toBeVisible()
    const traits = page.getByRole('list', { name: 'Your traits' }).getByRole('listitem')
    await expect(traits).toHaveText(['Strategic Thinker', 'Communicator', 'Curious Learner'])
    const cards = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { level: 2 }) })
    await expect(cards).toHaveCount(3)
    // The diagnostic's own percents (the same as results and /match: consistency.spec.ts).
    for (const index of [0, 1, 2]) {
      await expect(cards.nth(index)).toContainText(/\d+%\s*match/)
    }
    const top = cards.first()
    await expect(top.getByRole('heading', { name: 'Account Executive' })).toBeVisible()
    await expect(top.getByText('Remote OK')).toBeVisible()
    await expect(top.getByText('$80K-$150K')).toBeVisible()
    await expect(top.getByText(/^Growth:/)).toBeVisible()
    await expect(
      top.getByRole('list', { name: 'Traits that fit this role' }).getByRole('listitem'),
    ).toHaveCount(3)

    await top.getByRole('button', { name: 'See My Roadmap' }).click()
    await expect(page).toHaveURL(/\/role\/ae$/)

    await page.goto('/career-matches')
    await page.getByRole('link', { name: 'Ask the Coach a Question' }).first().click()
    await expect(page).toHaveURL(/\/$/)
  })

  test('no answers: toast and the retake prompt; matches appear once answers exist', async ({
    page,
  }) => {
    await newAccount(page, { diagnostic: false })
    await page.goto('/career-matches')
    const emptyHeading = page.getByRole('heading', {
      name: "Hmm, we couldn't generate matches - want to retake the quiz?",
    })
    await expect(emptyHeading).toBeVisible()
    await expect(toast(page, GENERATION_FAILED)).toBeVisible()
    await page.getByRole('button', { name: 'Retry Matching' }).click()
    await expect(emptyHeading).toBeVisible()
    await expect(toast(page, GENERATION_FAILED)).toBeVisible()
    await expect(page.getByRole('link', { name: 'Retake the Quiz' })).toHaveAttribute(
      'href',
      '/diagnostic-onboarding',
    )
    // Answers saved (here through the API, as the wizard does) update the open page by themselves.
    await createDiagnostic(page)
    await expect(page.getByRole('heading', { name: "You've Got Options, Maya" })).toBeVisible()
  })

  test('reads the matches of the userId in the query, and fits a 375 px phone', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 })
    const { userId } = await newAccount(page, { diagnostic: true })
    const generated = await apiCall(page, 'POST', '/api/career-matches/generate', {
      userId,
      userAnswers: null,
    })
    expect(generated.status).toBe(200)
    await page.goto(`/career-matches?userId=${userId}`)
    await expect(page.getByRole('heading', { name: "You've Got Options, Maya" })).toBeVisible()
    expect(await fitsViewportWidth(page)).toBe(true)
    expect(await seriousAxeViolations(page)).toEqual([])
  })
})
