import type { Page } from '@playwright/test'
import { answerAboutYou, answerChoices } from '../../tests/e2e/support-diagnostic'
import { openWidget, beckyBubbles } from '../../tests/e2e/support-coach'

/**
 * The moments a person waits for (issue 33's table), each timed on the page's own clock
 * (performance.now(), read on animation frames), so the runner's own latency is not counted.
 */

/** A new page, already throttled to the CPU rate being measured. */
export type OpenPage = () => Promise<Page>

/** The page's clock now; read just before an action so the action's wait is measured from it. */
const pageNow = (page: Page) => page.evaluate(() => performance.now())

/** Landing LCP: a fresh page, the largest contentful paint the browser reports for '/'. */
export async function landingLcpMs(open: OpenPage): Promise<number> {
  const page = await open()
  try {
    await page.goto('/', { waitUntil: 'load' })
    return await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          new PerformanceObserver((list) => {
            const last = list.getEntries().at(-1)
            // LCP settles at the last entry before input; two idle frames later is settled here.
            setTimeout(() => resolve(last?.startTime ?? Number.NaN), 300)
          }).observe({ type: 'largest-contentful-paint', buffered: true })
        }),
    )
  } finally {
    await page.close()
  }
}

/** Cold /diagnostic-onboarding: navigation start to the first field painted. */
export async function wizardFirstFieldMs(open: OpenPage): Promise<number> {
  const page = await open()
  try {
    await page.goto('/diagnostic-onboarding', { waitUntil: 'commit' })
    const at = await page.waitForFunction(
      () => document.querySelector('input') !== null && performance.now(),
      undefined,
      { polling: 'raf', timeout: 30_000 },
    )
    return (await at.jsonValue()) as number
  } finally {
    await page.close()
  }
}

/** The wizard answered, then 'Generate My Roadmap' -> (skip the resume) -> results painted. */
export async function wizardGenerateMs(open: OpenPage): Promise<number> {
  const page = await open()
  try {
    await page.goto('/diagnostic-onboarding')
    await answerAboutYou(page)
    await answerChoices(page)
    const start = await pageNow(page)
    await page.getByRole('button', { name: 'Generate My Roadmap' }).click()
    await page.getByRole('button', { name: 'Skip for now' }).click({ timeout: 30_000 })
    await page
      .getByRole('heading', { name: 'Top Career Matches' })
      .waitFor({ state: 'visible', timeout: 30_000 })
    // Same document (client-side navigation), so one clock spans the whole wait.
    return (await pageNow(page)) - start
  } finally {
    await page.close()
  }
}

/**
 * Cold '/': open Becky, send a question, time from Send to her reply painted. Issue 33 times the
 * reply with the chat opened and the engine prefetched: opening the chat warms the in-page server
 * and the coach, whose reader weights load when idle, so Send waits for those (the seconds a
 * person takes to type) before the clock starts. `fromNavigation` counts everything.
 */
export async function firstBeckyReplyMs(
  open: OpenPage,
): Promise<{ afterSend: number; fromNavigation: number }> {
  const page = await open()
  try {
    const weights = page.waitForResponse(/reader-weights[^/]*\.js$/, { timeout: 60_000 })
    await page.goto('/', { waitUntil: 'commit' })
    const panel = await openWidget(page)
    const log = panel.getByRole('list', { name: 'Conversation with Becky' })
    await beckyBubbles(log).first().waitFor()
    await panel.getByRole('textbox', { name: 'Message Becky' }).fill('How do I get promoted to AE?')
    await weights
    // Two idle periods: the weights evaluated and nothing else queued on the main thread.
    await page.evaluate(async () => {
      for (let i = 0; i < 2; i += 1) await new Promise((r) => requestIdleCallback(() => r(null)))
    })
    const start = await pageNow(page)
    await panel.getByRole('button', { name: 'Send message' }).click()
    await beckyBubbles(log).nth(1).waitFor({ timeout: 30_000 })
    const end = await pageNow(page)
    return { afterSend: end - start, fromNavigation: end }
  } finally {
    await page.close()
  }
}
