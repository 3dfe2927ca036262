import { axeFindings } from './support-axe'
import { expect, type Page } from '@playwright/test'
import { signUpViaApi } from './support'

/** A full set of wizard answers (option values from src/domain/diagnostic): top match AE. */
export const mayaAnswers = {
  first_name: 'Maya',
  email: 'maya@example.com',
  current_role: 'sdr_bdr',
  biggest_career_goal: 'close_deals',
  work_preferences: ['fast_paced_competitive', 'target_driven', 'talking_to_people'],
  strengths: ['persuasion', 'resilience', 'communication'],
  target_timeline: 'this_year',
  learning_style: 'role_play',
  industry_preference: 'saas_software',
  confidence_level: 'confident_need_plan',
}

/** A JSON call through the in-page /api, as the app makes it; returns the status and body. */
export async function apiCall(
  page: Page,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  return page.evaluate(
    async ({ method, path, body, headers }) => {
      const res = await fetch(path, {
        method,
        credentials: 'include',
        headers: body === undefined ? headers : { 'Content-Type': 'application/json', ...headers },
        body: body === undefined ? undefined : JSON.stringify(body),
      })
      const text = await res.text()
      return { status: res.status, json: (text ? JSON.parse(text) : null) as unknown }
    },
    { method, path, body, headers },
  )
}

/** Runs the diagnostic through the API (stores answers and result for the caller). */
export async function createDiagnostic(page: Page, headers: Record<string, string> = {}) {
  const res = await apiCall(page, 'POST', '/api/onboarding/diagnostic', mayaAnswers, headers)
  expect(res.status).toBe(200)
}

/** A fresh account on the app origin, optionally with a finished diagnostic. */
export async function newAccount(page: Page, options: { diagnostic: boolean }) {
  await page.goto('/')
  const account = await signUpViaApi(page)
  if (options.diagnostic) await createDiagnostic(page)
  return account
}

/** Serious and critical axe violations, as 'rule: selectors' lines (empty when clean). */
export function seriousAxeViolations(page: Page) {
  return axeFindings(page, { seriousOnly: true })
}

/** True when nothing is wider than the viewport (no sideways scrolling on a phone). */
export function fitsViewportWidth(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)
}

/** The one visible toast (spec: at most one at a time). */
export function toast(page: Page, title: string) {
  return page.getByText(title, { exact: true })
}
