import { expect, test } from '@playwright/test'
import { roles } from '../../src/domain/catalogue'
import { dailyInsight } from '../../src/domain/insights'
import { expectNotFound } from './support'
import {
  apiCall,
  fitsViewportWidth,
  newAccount,
  seriousAxeViolations,
  toast,
} from './support-dashboard'

test.describe('/dashboard (variant B)', () => {
  test('without a diagnostic it sends the user to the diagnostic', async ({ page }) => {
    await newAccount(page, { diagnostic: false })
    await page.goto('/dashboard')
    await expect(
      page.getByRole('heading', { name: 'Your dashboard starts with the career diagnostic' }),
    ).toBeVisible()
    await expect(page.getByRole('link', { name: 'View Full Roadmap' })).toHaveCount(0)
    await page.getByRole('link', { name: 'Take the Career Diagnostic' }).click()
    await expect(page).toHaveURL(/\/diagnostic-onboarding$/)
  })

  test('shows stats, three phases, tabs and side cards from the diagnostic', async ({ page }) => {
    await newAccount(page, { diagnostic: true })
    await page.goto('/dashboard')
    await expect(
      page.getByRole('heading', { level: 1, name: 'Welcome back, Jordan' }),
    ).toBeVisible()
    await expect(page.getByText('Working toward Account Executive')).toBeVisible()
    const stats = page.getByRole('list', { name: 'Your numbers' }).getByRole('listitem')
    await expect(stats).toHaveCount(4)
    await expect(stats.filter({ hasText: 'Roadmap Progress' })).toContainText('0/6')
    await expect(stats.filter({ hasText: 'Current Phase' })).toContainText('1 of 3')
    await expect(stats.filter({ hasText: 'Confidence' })).toContainText('70%')

    // My Roadmap: the next step and exactly three phases.
    await expect(page.getByRole('tab', { name: 'My Roadmap' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    await expect(page.getByText('Run real discovery')).toBeVisible()
    await expect(page.getByRole('heading', { level: 4, name: /^Phase \d/ })).toHaveCount(3)

    await page.getByRole('tab', { name: 'Skills & Progress' }).click()
    await expect(page.getByRole('progressbar', { name: /level \d of 5$/ })).toHaveCount(4)
    await expect(page.getByRole('table', { name: 'Roadmap actions per day' })).toBeAttached()
    await expect(page.getByRole('table').getByRole('row')).toHaveCount(8)

    await page.getByRole('tab', { name: "Becky's Insights" }).click()
    await expect(page.getByText('Tip of the week')).toBeVisible()
    await expect(page.getByText('Next milestone')).toBeVisible()

    await expect(page.getByRole('heading', { name: 'Quick chat' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Recent achievements' })).toBeVisible()
    await expect(page.getByText('Matched with Account Executive')).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Quick progress' })).toBeVisible()

    // A quick-chat suggestion opens the coach with the question in the box, ready to send.
    await page
      .getByRole('list', { name: 'Ask Becky about' })
      .getByRole('link', { name: 'What should I focus on this week?' })
      .click()
    await expect(page).toHaveURL(/\/agent-demo\?ask=/)
    const box = page.getByRole('textbox', { name: 'Message Becky' })
    await expect(box).toHaveValue('What should I focus on this week?')
    await expect(box).toBeFocused()
  })

  test('follows real roadmap progress', async ({ page }) => {
    await newAccount(page, { diagnostic: true })
    // Ticking every checklist item of step 1 completes it (the roadmap's rule).
    for (const index of roles.ae.roadmapSteps[0]!.checklist.keys()) {
      const path = `/api/roadmap/ae/steps/1/checklist/${String(index)}`
      expect((await apiCall(page, 'PUT', path, { done: true })).status).toBe(200)
    }
    await page.goto('/dashboard')
    const stats = page.getByRole('list', { name: 'Your numbers' }).getByRole('listitem')
    await expect(stats.filter({ hasText: 'Roadmap Progress' })).toContainText('1/6')
    await expect(page.getByText("Completed 'Run real discovery'")).toBeVisible()
    await expect(page.getByText('Qualify with a framework').first()).toBeVisible()
  })

  test('header buttons go where the spec says', async ({ page }) => {
    await newAccount(page, { diagnostic: true })
    const targets = [
      ['View Full Roadmap', /\/roadmap\/ae\?from=dashboard$/],
      ['Chat with Becky', /\/agent-demo$/],
      ['Return to Home', /\/$/],
    ] as const
    for (const [name, url] of targets) {
      await page.goto('/dashboard')
      await page.getByRole('link', { name }).click()
      await expect(page).toHaveURL(url)
    }
    await page.goto('/dashboard')
    await page.getByRole('button', { name: 'Sign Out' }).click()
    await expect(page).toHaveURL(/\/$/)
    await page.goto('/dashboard')
    await expectNotFound(page)
  })

  test('passes axe (no serious or critical violations) and fits a 375 px phone', async ({
    page,
  }) => {
    await newAccount(page, { diagnostic: true })
    await page.goto('/dashboard')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByRole('list', { name: 'Your numbers' })).toBeVisible()
    expect(await seriousAxeViolations(page)).toEqual([])
    await page.getByRole('tab', { name: 'Skills & Progress' }).click()
    expect(await seriousAxeViolations(page)).toEqual([])

    // A laptop: the header's actions share one line (no orphan 'Sign Out').
    await page.setViewportSize({ width: 1366, height: 800 })
    const actions = page.getByRole('navigation', { name: 'Dashboard actions' })
    const tops = await actions
      .locator(':scope > *')
      .evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top)))
    expect(tops.length).toBe(4)
    expect(new Set(tops).size).toBe(1)

    await page.setViewportSize({ width: 375, height: 800 })
    for (const tab of ['My Roadmap', 'Skills & Progress', "Becky's Insights"]) {
      await page.getByRole('tab', { name: tab }).click()
      expect(await fitsViewportWidth(page)).toBe(true)
      // Every tab label is whole: nothing clipped or scrolled out of the tab list.
      const clipped = await page
        .getByRole('tablist', { name: 'Dashboard sections' })
        .evaluate((list) => {
          const box = list.getBoundingClientRect()
          return [...list.querySelectorAll('[role="tab"]')].filter((tab) => {
            const r = tab.getBoundingClientRect()
            return (
              r.left < box.left - 1 || r.right > box.right + 1 || tab.scrollWidth > tab.clientWidth
            )
          }).length
        })
      expect(clipped).toBe(0)
    }
  })
})

test.describe('/old-dashboard (variant A)', () => {
  test('shows the balance, the initial, insights and every card', async ({ page }) => {
    // The daily insight depends on the date: pin the page's clock (this day once broke a
    // word-length guess) and expect exactly that day's tip for the AE target.
    const day = new Date('2026-11-23T12:00:00Z')
    await page.clock.setFixedTime(day)
    await newAccount(page, { diagnostic: true })
    await page.goto('/old-dashboard')
    await expect(page.getByText('50 credits')).toBeVisible()
    await expect(page.getByRole('img', { name: 'Jordan' })).toHaveText('J')
    for (const heading of [
      'AI Career Insights',
      'Quick Actions',
      "Today's Insights",
      'Weekly Progress',
      'Unlock More Features',
      'What Credits Unlock',
      'Next Milestone',
    ]) {
      await expect(page.getByRole('heading', { name: heading })).toBeVisible()
    }
    const insight = page.getByRole('heading', { name: "Today's Insights" }).locator('..')
    await expect(insight).not.toContainText('Complete your profile to unlock')
    await expect(insight.locator('p')).toHaveText(dailyInsight(day, 'ae'))
    const unlocks = page.getByRole('heading', { name: 'What Credits Unlock' }).locator('..')
    await expect(unlocks.getByRole('listitem')).toHaveCount(4)
    await expect(page.getByText('Refer a friend')).toBeVisible()
    await expect(page.getByRole('table', { name: 'Roadmap actions per day' })).toBeAttached()
  })

  test('quick actions and the next milestone lead to real screens', async ({ page }) => {
    await newAccount(page, { diagnostic: true })
    const targets = [
      ['Resume Review', /\/resume-upload$/],
      ['Interview Prep', /\/agent-demo$/],
      ['Goal Setting', /\/onboarding$/],
      ['Job Search', /\/match$/],
      ['Complete SDR Fundamentals', /\/roadmap\/sdr$/],
    ] as const
    for (const [name, url] of targets) {
      await page.goto('/old-dashboard')
      await page.getByRole('link', { name: new RegExp(`^${name}`) }).click()
      await expect(page).toHaveURL(url)
      await expect(page.locator('body')).not.toContainText('404 Page Not Found')
    }
  })

  test('buying a pack adds credits, toasts and clears the selection', async ({ page }) => {
    await newAccount(page, { diagnostic: false })
    await page.goto('/old-dashboard')
    const buy = page.getByRole('button', { name: 'Purchase Credits' })
    await expect(buy).toBeDisabled()
    await page.getByRole('radio', { name: /Popular/ }).check({ force: true })
    await expect(page.getByRole('radio', { name: /Popular/ })).toBeChecked()
    await expect(page.getByText('Most Popular')).toBeVisible()
    await expect(page.getByText('Save 20%')).toBeVisible()
    await buy.click()
    await expect(toast(page, 'Credits Purchased!')).toBeVisible()
    await expect(page.getByText('Your credits have been added to your account.')).toBeVisible()
    await expect(page.getByText('60 credits')).toBeVisible()
    await expect(page.getByRole('radio', { name: /Popular/ })).not.toBeChecked()
    await expect(buy).toBeDisabled()
  })

  test("a failed purchase toasts 'Purchase Failed' with the server's message or a fallback", async ({
    page,
  }) => {
    await newAccount(page, { diagnostic: false })
    await page.goto('/old-dashboard')
    await expect(page.getByText('50 credits')).toBeVisible()
    // Stand in for a server that refuses the payment: first with a message, then without one.
    await page.evaluate(() => {
      const realFetch = window.fetch.bind(window)
      let calls = 0
      window.fetch = (input, init) => {
        const url = input instanceof Request ? input.url : String(input)
        if (!url.includes('/api/credits/purchase')) return realFetch(input, init)
        calls += 1
        const body = calls === 1 ? JSON.stringify({ message: 'Payment service unavailable' }) : ''
        return Promise.resolve(new Response(body, { status: 503 }))
      }
    })
    const buy = page.getByRole('button', { name: 'Purchase Credits' })
    await page.getByRole('radio', { name: /Starter/ }).check({ force: true })
    await buy.click()
    await expect(toast(page, 'Purchase Failed')).toBeVisible()
    await expect(page.getByText('Payment service unavailable')).toBeVisible()
    // The pick stays so the user can try again; the balance is unchanged.
    await expect(page.getByRole('radio', { name: /Starter/ })).toBeChecked()
    await buy.click()
    await expect(page.getByText('Failed to purchase credits')).toBeVisible()
    await expect(page.getByText('50 credits')).toBeVisible()
  })

  test("shows 'Sign In Required' once the session ends elsewhere", async ({ page }) => {
    await newAccount(page, { diagnostic: false })
    await page.goto('/old-dashboard')
    await expect(page.getByText('50 credits')).toBeVisible()
    // Another tab signs out: the session row goes, and this tab's user query follows.
    expect((await apiCall(page, 'POST', '/api/auth/signout')).status).toBe(200)
    await expect(page.getByRole('heading', { name: 'Sign In Required' })).toBeVisible()
    await page.getByRole('link', { name: 'Back to Home' }).click()
    await expect(page).toHaveURL(/\/$/)
  })

  test('fits a 375 px phone', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 })
    await newAccount(page, { diagnostic: true })
    await page.goto('/old-dashboard')
    await expect(page.getByRole('heading', { name: 'Unlock More Features' })).toBeVisible()
    expect(await fitsViewportWidth(page)).toBe(true)
  })
})
