import { expect, test, type Locator, type Page } from '@playwright/test'
import { uniqueEmail } from './support'
import { apiCall } from './support-dashboard'
import { authDialog, expectAuthDialogOpen, withoutServiceWorker } from './support-landing'

test.use(withoutServiceWorker)

/** A teacher with retail summers who wants out soon: the person the issue followed. */
const teacherAnswers = {
  first_name: 'Priya',
  email: 'priya@example.com',
  current_role: 'switcher_teaching',
  biggest_career_goal: 'build_relationships',
  work_preferences: ['long_term_relationships', 'team_collaboration', 'talking_to_people'],
  strengths: ['empathy', 'teaching_coaching', 'communication'],
  target_timeline: 'soon',
  learning_style: 'hands_on',
  industry_preference: 'edtech',
  confidence_level: 'nervous_motivated',
}

/** Ten school years and two retail summers, all dates closed so no figure depends on today. */
const teacherResume = [
  'Priya Shah',
  'English Teacher',
  '',
  'EXPERIENCE',
  'English Teacher, Lincoln High School | Aug 2013 - Jun 2024',
  '- Taught English to 150 students a year and coached the debate team',
  'Sales Associate, Harbor Outfitters | Jun 2012 - Aug 2012',
  'Sales Associate, Harbor Outfitters (summers) | Jun 2011 - Aug 2011',
  '',
  'EDUCATION',
  'B.A. English, State University (2009 - 2013)',
].join('\n')

type Percents = Record<string, number>

const percentOf = (text: string | null) => Number(/(\d+)%/.exec(text ?? '')?.[1] ?? NaN)

/** [role, text with 'n%'] pairs read from a page, as role -> percent. */
function toPercents(pairs: readonly (readonly string[])[]): Percents {
  const percents: Percents = {}
  for (const [role = '', text = ''] of pairs) percents[role] = percentOf(text)
  return percents
}

/** Results: each career match card's role and 'Match: n%'. */
async function resultsPercents(page: Page): Promise<Percents> {
  await page.goto('/diagnostic-results')
  await expect(page.getByTestId('lead-match')).toBeVisible()
  const cards = page.locator('label').filter({ has: page.getByTestId('match-percent') })
  const pairs = await cards.evaluateAll((labels) =>
    labels.map((label) => [
      label.querySelector('[data-testid="match-role"]')?.textContent ?? '',
      label.querySelector('[data-testid="match-percent"]')?.textContent ?? '',
    ]),
  )
  return toPercents(pairs)
}

/** /career-matches: the three cards' titles and percents. */
async function careerPercents(page: Page): Promise<Percents> {
  await page.goto('/career-matches')
  const cards = page.getByRole('listitem').filter({ has: page.getByTestId('career-percent') })
  await expect(cards).toHaveCount(3)
  const pairs = await cards.evaluateAll((items) =>
    items.map((item) => [
      item.querySelector('h2')?.textContent ?? '',
      item.querySelector('[data-testid="career-percent"]')?.textContent ?? '',
    ]),
  )
  return toPercents(pairs)
}

/** /match: each role card's title and the percent its match badge announces. */
async function matchPagePercents(page: Page): Promise<Percents> {
  await page.goto('/match')
  const badges = page.locator('[aria-label$="% match"]')
  await expect(badges.first()).toBeVisible()
  const pairs = await page.locator('h2').evaluateAll((headings) =>
    headings.flatMap((heading) => {
      const badge = heading.parentElement?.querySelector('[aria-label$="% match"]')
      return badge ? [[heading.textContent, badge.getAttribute('aria-label') ?? '']] : []
    }),
  )
  return toPercents(pairs)
}

/**
 * Controls grouped into lines by their top edge: a group that wraps onto several lines must have
 * at least two controls on every line (no 'Sign Out' alone on the last one).
 */
async function lonelyLines(controls: Locator): Promise<number[]> {
  const tops = await controls.evaluateAll((items) =>
    items
      .filter((item) => item.getBoundingClientRect().width > 0)
      .map((item) => Math.round(item.getBoundingClientRect().top)),
  )
  const lines = new Map<number, number>()
  for (const top of tops) lines.set(top, (lines.get(top) ?? 0) + 1)
  if (lines.size < 2) return []
  return [...lines.entries()].filter(([, count]) => count === 1).map(([top]) => top)
}

test("a teacher's landing, results, matches and dashboard tell one role and one set of percents", async ({
  page,
}) => {
  // One journey over four widths, about twenty page loads: about 60 s on a busy 2-core machine,
  // so the default per-test limit is tripled rather than the journey split and signed up four times.
  test.slow()
  const email = uniqueEmail('off.1796')
  let role = ''
  await test.step('sign-up through the landing dialog greets the typed name', async () => {
    await page.setViewportSize({ width: 375, height: 800 })
    await page.goto('/')
    await page.getByRole('main').getByRole('button', { name: 'Sign In' }).click()
    await authDialog(page).getByRole('button', { name: 'Create an account' }).click()
    await expectAuthDialogOpen(page, 'Create your free account')
    const dialog = authDialog(page)
    await dialog.getByLabel('Full Name').fill('Priya')
    await dialog.getByLabel('Email').fill(email)
    await dialog.getByLabel('Password', { exact: true }).fill('secret123')
    await dialog.locator('button[type=submit]').click()
    await expect(page).toHaveURL(/\/dashboard$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, Priya')
    const diagnostic = await apiCall(page, 'POST', '/api/onboarding/diagnostic', teacherAnswers)
    expect(diagnostic.status).toBe(200)
  })

  for (const width of [375, 1366]) {
    await test.step(`${String(width)} px: one role and the same percents everywhere`, async () => {
      await page.setViewportSize({ width, height: 900 })

      await page.goto('/')
      const card = page.getByTestId('landing-your-plan')
      await expect(card.getByTestId('landing-target-role')).toBeVisible()
      await expect(page.getByText('Example', { exact: true })).toHaveCount(0)
      const shown = (await card.getByTestId('landing-target-role').textContent()) ?? ''
      if (role === '') role = shown
      expect(shown).toBe(role)
      const percent = percentOf(await card.getByTestId('landing-match').textContent())
      await expect(card.getByTestId('landing-progress')).toHaveText(/^\d+ of \d+ steps done$/)

      const results = await resultsPercents(page)
      await expect(page.locator('#lead-title')).toHaveText(role)
      expect(percentOf(await page.getByTestId('lead-match').textContent())).toBe(percent)
      expect(results[role]).toBe(percent)
      // A card that says the 3-6 month wish 'fits' never shows a time to role starting at 6+.
      const fits = await page
        .locator('label')
        .filter({ hasText: 'timeline fits' })
        .evaluateAll((labels) => labels.map((label) => label.textContent))
      for (const text of fits) {
        expect(Number(/Time to role:\D*(\d+)/.exec(text)?.[1]), text).toBeLessThan(6)
      }

      const career = await careerPercents(page)
      const matchPage = await matchPagePercents(page)
      for (const [title, value] of Object.entries(career)) expect(results[title]).toBe(value)
      for (const [title, value] of Object.entries(matchPage)) {
        if (title in results) expect(results[title]).toBe(value)
      }

      await page.goto('/dashboard')
      await expect(page.getByTestId('dashboard-target-role')).toHaveText(role)
      await expect(page.getByTestId('dashboard-match')).toHaveText(`${String(percent)}%`)
    })
  }

  await test.step('320-1366 px: no control alone on a wrapped line, no cut title', async () => {
    const actions = page
      .getByRole('navigation', { name: 'Dashboard actions' })
      .locator(':scope > *')
    for (const width of [320, 375, 768, 1366]) {
      await page.setViewportSize({ width, height: 900 })
      await page.goto('/dashboard')
      await expect(actions).toHaveCount(4)
      expect(await lonelyLines(actions), `dashboard actions at ${String(width)} px`).toEqual([])
      // Sign Out shares the greeting's line instead of a line of its own.
      const heading = await page.getByRole('heading', { level: 1 }).boundingBox()
      const signOut = await page.getByRole('button', { name: 'Sign Out' }).boundingBox()
      expect(signOut !== null && heading !== null && signOut.y < heading.y + heading.height).toBe(
        true,
      )

      await page.getByRole('link', { name: 'View Full Roadmap' }).click()
      const title = page.getByTestId('roadmap-title')
      await expect(title).toContainText(role)
      const cut = await title.evaluate((el) => el.scrollWidth > el.clientWidth)
      expect(cut, `roadmap title at ${String(width)} px`).toBe(false)
      // Nor squeezed between Back and the credits: at 320 px it once read one letter a line.
      const lines = await title.evaluate(
        (el) => el.getBoundingClientRect().height / parseFloat(getComputedStyle(el).lineHeight),
      )
      expect(Math.round(lines), `roadmap title lines at ${String(width)} px`).toBeLessThanOrEqual(2)
    }
  })

  await test.step('her resume: total and sales-relevant years, each labelled', async () => {
    await page.setViewportSize({ width: 375, height: 900 })
    const uploaded = await page.evaluate(async (text) => {
      const form = new FormData()
      form.set('resume', new File([text], 'priya-teacher.txt', { type: 'text/plain' }))
      form.set('source', 'wizard')
      const res = await fetch('/api/resume/upload', { method: 'POST', body: form })
      return res.status
    }, teacherResume)
    expect(uploaded).toBe(200)
    // The results page's confirm step: the total is the field, the sales-relevant years its hint.
    await page.goto('/resume-upload')
    await expect(page.getByLabel('Years of experience in total')).toHaveValue('11.4')
    await expect(
      page.getByText('Sales-relevant (sales, account or revenue titles): 0.5 years.'),
    ).toBeVisible()
    await page.getByRole('button', { name: 'Generate My Roadmap' }).click()
    await expect(page).toHaveURL(/\/diagnostic-results\?enhanced=true/)
    await expect(
      page.getByText(/11\.4 years of work in total, 0\.5 years in sales roles/).first(),
    ).toBeVisible()
  })
})
