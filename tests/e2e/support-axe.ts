import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

interface AxeOptions {
  /** Only serious and critical findings (the coach, dashboard and landing gates). */
  seriousOnly?: boolean
  /** Rules the screen under test has a reason to skip (the roadmap skips 'region'). */
  disableRules?: string[]
  /** Limit the scan to one part of the page. */
  include?: string
}

/**
 * Waits for finite animations (a dialog fading in, a toast sliding up) to finish: axe reads the
 * colours as painted, so a panel at 60% opacity reports contrast failures a user never sees once
 * it has settled. Endless ones (spinners) are left alone.
 */
async function settleAnimations(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  )
}

/** Axe violations on the page once it has settled, as 'rule: selectors' lines (empty when clean). */
export async function axeFindings(page: Page, options: AxeOptions = {}) {
  await settleAnimations(page)
  let builder = new AxeBuilder({ page })
  if (options.disableRules) builder = builder.disableRules(options.disableRules)
  if (options.include !== undefined) builder = builder.include(options.include)
  const results = await builder.analyze()
  return results.violations
    .filter((v) => !options.seriousOnly || v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}
