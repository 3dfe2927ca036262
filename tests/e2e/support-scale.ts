import type { Page } from '@playwright/test'
import { apiCall } from './support-pwa'

/**
 * Issue 13, item 5: one person's long-lived data, seeded through a real import so it lands the way
 * a backup comes back: 20,000 chat messages, 5,000 credit rows and every checklist tick the
 * catalogue has (a tick is unique per role, step and item, so 158 is all one person can hold; the
 * issue's 500 is more than exist). Fixed dates and texts: the same rows on every run and day.
 */
export const heavyAccount = { messages: 20_000, ledgerRows: 5_000 } as const

const roleIds = ['sdr', 'ae', 'am', 'csm', 'marketing', 'revops'] as const
const start = Date.parse('2025-03-01T08:00:00.000Z')

interface ExportFile {
  data: Record<string, unknown[]> & { ledger: { kind: string; key: string }[] }
}

/** Alternating questions and replies, one minute apart. */
function seededHistory() {
  return Array.from({ length: heavyAccount.messages }, (_, i) => ({
    channel: 'coaching',
    role: i % 2 === 0 ? 'user' : 'assistant',
    content:
      i % 2 === 0
        ? `Question ${String(i / 2 + 1)}: how do I prepare for my next discovery call?`
        : `Reply ${String((i + 1) / 2)}: open with the reason for the call, then ask about the problem.`,
    createdAt: new Date(start + i * 60_000).toISOString(),
  }))
}

async function everyTick(page: Page) {
  const ticks: unknown[] = []
  for (const roleId of roleIds) {
    const journey = await apiCall(page, 'GET', `/api/journey/${roleId}`)
    const steps = (journey.json as { steps: { stepId: number; totalItems: number }[] }).steps
    for (const step of steps) {
      for (let itemIndex = 0; itemIndex < step.totalItems; itemIndex += 1) {
        const updatedAt = new Date(start + ticks.length * 3_600_000).toISOString()
        ticks.push({ roleId, stepId: step.stepId, itemIndex, done: true, updatedAt })
      }
    }
  }
  return ticks
}

/**
 * Turns the signed-in account (with a diagnostic) into the heavy one: one real purchase copied
 * under fresh keys, the seeded history and every tick, then imported. Returns the import's reply.
 */
export async function seedHeavyAccount(page: Page) {
  const me = (await apiCall(page, 'GET', '/api/auth/user')).json as { id: string }
  const body = { packId: 'starter', userId: me.id, clientId: 'seed-purchase' }
  const bought = await apiCall(page, 'POST', '/api/credits/purchase', body)
  if (bought.status !== 200) throw new Error(`seed purchase failed: ${String(bought.status)}`)
  const file = (await apiCall(page, 'GET', '/api/account/export')).json as ExportFile
  const purchase = file.data.ledger.find((row) => row.kind === 'purchase')
  if (!purchase) throw new Error('the account has a purchase to copy')
  const copies = heavyAccount.ledgerRows - file.data.ledger.length
  for (let i = 0; i < copies; i += 1) {
    file.data.ledger.push({ ...purchase, key: `purchase:seed-${String(i)}` })
  }
  file.data.chatMessages = seededHistory()
  file.data.checklistTicks = await everyTick(page)
  return apiCall(page, 'POST', '/api/account/import', file)
}

/**
 * Milliseconds from the start of navigation (the page's own clock) until the screen is usable:
 * its heading painted, nothing saying "Loading", and on the coach an enabled input. Read on every
 * animation frame, so the figure is the page's, not the test runner's polling.
 */
export async function screenReadyMs(page: Page, path: string) {
  await page.goto(path, { waitUntil: 'commit' })
  const ready = await page.waitForFunction(
    () => {
      const input = document.querySelector<HTMLTextAreaElement>('textarea')
      const needsInput = location.pathname === '/agent-demo'
      const usable =
        document.querySelector('h1') !== null &&
        !/Loading/.test(document.body.innerText) &&
        (!needsInput || (input !== null && !input.disabled))
      return usable ? performance.now() : false
    },
    undefined,
    { polling: 'raf', timeout: 30_000 },
  )
  return Math.round((await ready.jsonValue()) as number)
}

/** The screens that read a person's rows (chat, ledger, ticks), timed by the benchmark and e2e. */
export const heavyScreens = [
  '/agent-demo',
  '/dashboard',
  '/settings',
  '/roadmap/ae',
  '/journey',
  '/role/ae',
] as const
