import { axeFindings } from './support-axe'
import { expect, test, type Page } from '@playwright/test'
import { signUpViaApi } from './support'
import {
  expectAuthDialogOpen,
  mainNav,
  menuButton,
  openLanding,
  withoutServiceWorker,
} from './support-landing'

test.use(withoutServiceWorker)

/** Section headings in the spec's order (section 2), hero first. */
const sectionOrder = [
  'Your roadmap from SDR to the role you want.',
  'From first question to next role in three steps',
  'Everything you need to make the move',
  'Made for people building a career in tech sales',
  'Generic career advice versus SalesPath',
  'People who made the move',
  'Meet Becky',
  'A plan for wherever you are today',
  'Results that speak for themselves',
  'Start free. Upgrade when you are ready.',
  'Questions, answered',
  'Your next role is a plan away',
]

/** Every call to action that is neither the hero's nor the nav's goes to /onboarding. */
const onboardingCtas = [
  'Start Step 1',
  'Start My Assessment',
  'See the coach in Action',
  'Get Started Free',
  'Start 7-Day Free Trial',
  'Contact Sales',
  'Get My Roadmap',
]

async function sectionHeadings(page: Page) {
  return page
    .locator('main section[aria-labelledby]')
    .evaluateAll((sections) =>
      sections.map(
        (section) =>
          document.getElementById(section.getAttribute('aria-labelledby') ?? '')?.textContent ?? '',
      ),
    )
}

async function expectSeriousA11yClean(page: Page) {
  expect(await axeFindings(page, { seriousOnly: true })).toEqual([])
}

test.describe('landing page, visitor', () => {
  test('shows every section in the spec order, with the spec content', async ({ page }) => {
    await openLanding(page)
    expect(await sectionHeadings(page)).toEqual(sectionOrder)

    const how = page.locator('#how-it-works')
    await expect(how.getByRole('listitem')).toHaveCount(3)
    for (const step of ['Tell your story', 'AI maps your path', 'Execute and succeed']) {
      await expect(how.getByRole('heading', { name: step })).toBeVisible()
    }
    const stats = page.locator('section[aria-labelledby=stats-title]')
    for (const claim of ['10,000+', '4.9/5', '85%', '6 months', '$15k+', '94%', '10,847']) {
      await expect(stats.getByText(claim, { exact: true })).toBeVisible()
    }
    await expect(page.getByText(/Illustrative stories/)).toBeVisible()
    for (const name of ['Maya Thompson', 'Daniel Okafor', 'Priya Shah']) {
      await expect(page.getByText(name, { exact: true })).toBeVisible()
    }

    const pricing = page.locator('#pricing')
    const pro = pricing.getByRole('listitem').filter({ hasText: 'Pro' }).first()
    await expect(pricing.getByText('$0', { exact: true })).toBeVisible()
    await expect(pricing.getByText('forever', { exact: true })).toBeVisible()
    await expect(pro.getByText('Most Popular')).toBeVisible()
    await expect(pro.getByText('$19', { exact: true })).toBeVisible()
    await expect(pro.getByText('7-day free trial', { exact: true })).toBeVisible()
    await expect(pricing.getByText('$99', { exact: true })).toBeVisible()
    await expect(pricing.getByText('Team management')).toBeVisible()

    const footer = page.getByRole('contentinfo')
    for (const link of ['Privacy', 'Terms', 'Contact']) {
      await expect(footer.getByRole('link', { name: link })).toBeVisible()
    }
  })

  test('nav anchors scroll to their sections and the nav links go where the spec says', async ({
    page,
  }) => {
    await openLanding(page)
    const nav = mainNav(page)
    await nav.getByRole('link', { name: 'How It Works' }).click()
    await expect(page).toHaveURL(/#how-it-works$/)
    await expect(page.locator('#how-it-works h2')).toBeInViewport()
    await nav.getByRole('link', { name: 'Pricing' }).click()
    await expect(page).toHaveURL(/#pricing$/)
    await expect(page.locator('#pricing h2')).toBeInViewport()
    // The nav stays on screen while scrolled (sticky).
    await expect(nav).toBeInViewport()

    await nav.getByRole('link', { name: 'View Journey' }).click()
    await expect(page).toHaveURL(/\/journey-flow$/)

    await openLanding(page)
    await mainNav(page).getByRole('link', { name: 'Try Free Demo' }).click()
    await expect(page).toHaveURL(/\/diagnostic-onboarding$/)

    await openLanding(page)
    await mainNav(page).getByRole('button', { name: 'Sign In' }).click()
    await expectAuthDialogOpen(page, 'Welcome Back')
  })

  test('hero calls to action for visitors', async ({ page }) => {
    await openLanding(page)
    const hero = page.locator('section[aria-labelledby=hero-title]')
    await expect(mainNav(page).getByRole('link', { name: 'My Dashboard' })).toHaveCount(0)
    await hero.getByRole('button', { name: 'Sign In' }).click()
    await expectAuthDialogOpen(page, 'Welcome Back')
    await page.keyboard.press('Escape')
    await expect(page.getByRole('dialog')).toHaveCount(0)

    await hero.getByRole('link', { name: 'Get My Free Career Roadmap' }).click()
    await expect(page).toHaveURL(/\/diagnostic-onboarding$/)
  })

  test('every other call to action opens /onboarding', async ({ page }) => {
    for (const label of onboardingCtas) {
      await openLanding(page)
      await page.getByRole('main').getByRole('link', { name: label, exact: true }).click()
      await expect(page, label).toHaveURL(/\/onboarding$/)
      await expect(
        page.getByRole('heading', { name: 'What brings you to SalesPath?' }),
      ).toBeVisible()
    }
  })

  test('FAQ answers open and close from the keyboard', async ({ page }) => {
    await openLanding(page)
    const questions = page.locator('section[aria-labelledby=faq-title]').getByRole('button')
    await expect(questions).toHaveCount(5)
    const offline = page.getByRole('button', {
      name: 'Does it work offline, and where is my data kept?',
    })
    // A person scrolls down to the FAQ first; its code loads on that and hydrates it.
    await offline.scrollIntoViewIfNeeded()
    await expect(page.locator('html[data-below-fold="ready"]')).toHaveCount(1)
    await offline.focus()
    await expect(offline).toHaveAttribute('aria-expanded', 'false')
    await page.keyboard.press('Enter')
    await expect(offline).toHaveAttribute('aria-expanded', 'true')
    await expect(page.getByText(/stored in this browser on your device/)).toBeVisible()
    await page.keyboard.press('Space')
    await expect(offline).toHaveAttribute('aria-expanded', 'false')
    await expect(page.getByText(/stored in this browser on your device/)).toBeHidden()

    await page.keyboard.press('Tab')
    await expect(page.getByRole('button', { name: 'How soon will I see results?' })).toBeFocused()
  })

  test('a footer link works when tapped before the code below the hero has arrived', async ({
    page,
  }) => {
    // A slow phone: the code of the sections below the hero has not arrived when the person
    // scrolls to the footer and taps.
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/assets/below-fold-*.js', async (route) => {
      await held
      await route.continue()
    })
    await openLanding(page)
    const terms = page.getByRole('contentinfo').getByRole('link', { name: 'Terms', exact: true })
    await terms.scrollIntoViewIfNeeded()
    // Scrolling that far re-renders the page (the phone's sticky bar is due) by the next frame;
    // the footer must still be there to tap after it.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    )
    await terms.click({ timeout: 5_000 })
    await expect(page.getByRole('heading', { level: 1, name: 'Terms' })).toBeVisible()
    release()
  })

  test('has no serious or critical accessibility violations', async ({ page }) => {
    await openLanding(page)
    await expectSeriousA11yClean(page)
    await mainNav(page).getByRole('button', { name: 'Sign In' }).click()
    await expect(page.getByRole('dialog').getByLabel('Email')).toBeVisible()
    await expectSeriousA11yClean(page)
  })
})

test.describe('landing page, signed in', () => {
  test('nav and hero offer the dashboard, another assessment and sign out', async ({ page }) => {
    await page.goto('/')
    await signUpViaApi(page)
    await openLanding(page)
    const nav = mainNav(page)
    await expect(nav.getByRole('button', { name: 'Sign Out' })).toBeVisible()
    await expect(nav.getByRole('button', { name: 'Sign In' })).toHaveCount(0)
    await expect(nav.getByRole('link', { name: 'Try Free Demo' })).toHaveCount(0)
    await expect(nav.getByRole('link', { name: 'View Journey' })).toBeVisible()
    await nav.getByRole('link', { name: 'My Dashboard' }).click()
    await expect(page).toHaveURL(/\/dashboard$/)

    await openLanding(page)
    const hero = page.locator('section[aria-labelledby=hero-title]')
    await expect(hero.getByRole('button', { name: 'Sign In' })).toHaveCount(0)
    await hero.getByRole('link', { name: 'Continue Your Journey' }).click()
    await expect(page).toHaveURL(/\/dashboard$/)

    await openLanding(page)
    await page.getByRole('link', { name: 'Take Another Assessment' }).click()
    await expect(page).toHaveURL(/\/diagnostic-onboarding$/)

    await openLanding(page)
    await page.getByRole('link', { name: 'Start Step 1' }).click()
    await expect(page).toHaveURL(/\/onboarding$/)
  })

  test('has no serious or critical accessibility violations', async ({ page }) => {
    await page.goto('/')
    await signUpViaApi(page)
    await openLanding(page)
    await expectSeriousA11yClean(page)
  })
})

test.describe('landing page on a 375px phone', () => {
  test.use({ viewport: { width: 375, height: 812 } })

  test('the sticky bar appears only after 1.5 screen heights of scrolling', async ({ page }) => {
    await openLanding(page)
    const bar = page.getByRole('complementary', { name: 'Get started' })
    await expect(bar).toBeHidden()
    const threshold = 812 * 1.5
    await page.evaluate((y) => window.scrollTo(0, y), threshold - 100)
    await expect(bar).toBeHidden()
    await page.evaluate((y) => window.scrollTo(0, y), threshold)
    await expect(bar).toBeHidden()
    await page.evaluate((y) => window.scrollTo(0, y), threshold + 50)
    await expect(bar).toBeVisible()
    await expect(bar).toContainText('Ready to grow your sales career?')
    await expect(bar).toBeInViewport()

    await page.evaluate(() => window.scrollTo(0, 0))
    await expect(bar).toBeHidden()
    await page.evaluate((y) => window.scrollTo(0, y), threshold + 400)
    await bar.getByRole('link', { name: 'Get My Roadmap' }).click()
    await expect(page).toHaveURL(/\/onboarding$/)
  })

  test('the page fits the screen and the menu holds the nav links', async ({ page }) => {
    await openLanding(page)
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    )
    expect(overflow).toBe(0)
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden()
    await menuButton(page).click()
    const menu = page.getByRole('navigation', { name: 'Menu' })
    await expect(menu.getByRole('link', { name: 'Try Free Demo' })).toBeVisible()
    await expect(menu.getByRole('link', { name: 'View Journey' })).toBeVisible()
    await menu.getByRole('link', { name: 'Pricing' }).click()
    await expect(page).toHaveURL(/#pricing$/)
    await expect(menu).toBeHidden()
    await expect(page.locator('#pricing h2')).toBeInViewport()
  })

  test('has no serious or critical accessibility violations', async ({ page }) => {
    await openLanding(page)
    await page.evaluate(() => window.scrollTo(0, 812 * 2))
    await expect(page.getByRole('complementary', { name: 'Get started' })).toBeVisible()
    await expectSeriousA11yClean(page)
  })
})

test.describe('sticky bar on a laptop', () => {
  test('never shows from the sm breakpoint up', async ({ page }) => {
    await openLanding(page)
    await page.evaluate(() => window.scrollTo(0, window.innerHeight * 3))
    await expect(page.getByText('Ready to grow your sales career?')).toBeHidden()
  })
})

test.describe('journey flow', () => {
  const destinations = [
    ['Visit the Home Page', /\/$/],
    ['Start the Diagnostic', /\/diagnostic-onboarding$/],
    ['Open My Dashboard', /\/dashboard$/],
    ['Chat with Becky', /\/agent-demo$/],
  ] as const

  test('shows four steps whose buttons open their part of the app', async ({ page }) => {
    await page.goto('/')
    await signUpViaApi(page)
    for (const [label, url] of destinations) {
      await page.goto('/journey-flow')
      await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveCount(4)
      await page.getByRole('link', { name: label }).click()
      await expect(page, label).toHaveURL(url)
    }
    await page.goto('/journey-flow')
    await expect(page.getByRole('link', { name: 'View My Results' })).toHaveAttribute(
      'href',
      '/diagnostic-results',
    )
  })

  test('tells visitors which steps need an account', async ({ page }) => {
    await page.goto('/journey-flow')
    await expect(page.getByText(/Needs a free account/)).toBeVisible()
    await expectSeriousA11yClean(page)
  })
})
