import { axeFindings } from './support-axe'
import { expect, type Page } from '@playwright/test'
import { signUpViaApi } from './support'

/** A fresh account (50 credits) on the given roadmap. */
export async function openRoadmapAsNewUser(page: Page, roleId = 'sdr') {
  await page.goto('/')
  const account = await signUpViaApi(page)
  await page.goto(`/roadmap/${roleId}`)
  await expect(page.getByRole('heading', { level: 1, name: /./ })).toBeVisible()
  return account
}

/** The number on the credit pill in the sticky header. */
export function creditBalance(page: Page) {
  return page.getByTestId('credit-balance')
}

export async function expectBalance(page: Page, credits: number) {
  await expect(creditBalance(page)).toHaveText(String(credits))
}

/** The card of one step, found by its heading 'Step N: ...'. */
export function stepCard(page: Page, stepId: number) {
  return page.locator(`#step-${String(stepId)}`)
}

/** Clicks 'Unlock (cost)' on a locked step and confirms in the dialog. */
export async function unlockThroughDialog(page: Page, stepId: number, cost: number) {
  await stepCard(page, stepId)
    .getByRole('button', { name: `Unlock (${String(cost)})` })
    .click()
  const dialog = page.getByRole('dialog', { name: 'Unlock this step' })
  await dialog.getByRole('button', { name: `Unlock for ${String(cost)} Credits` }).click()
  // The dialog element has no box of its own (its panel is fixed): check it left the page.
  await expect(dialog).toHaveCount(0)
}

/** Sets a step's status through the in-page /api, as another device action would. */
export async function setStepStatusViaApi(
  page: Page,
  roleId: string,
  stepId: number,
  status: string,
) {
  const code = await page.evaluate(
    async ({ path, body }) => {
      const res = await fetch(path, {
        method: 'PUT',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      })
      return res.status
    },
    { path: `/api/roadmap/${roleId}/steps/${String(stepId)}/status`, body: { status } },
  )
  expect(code).toBe(200)
}

/**
 * Every axe rule violation on the page, as 'rule: selectors' lines (empty when clean). 'region'
 * is left out: it flags the app chrome's settings link, which is not part of these screens (their
 * own content all sits in the header, main and dialog landmarks).
 */
export function axeViolations(page: Page) {
  return axeFindings(page, { disableRules: ['region'] })
}

/** True when nothing is wider than the viewport (no sideways scrolling on a phone). */
export function fitsViewportWidth(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)
}
