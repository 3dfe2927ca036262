import { expect, test, type BrowserContext, type Page, type Route } from '@playwright/test'
import { signUpViaApi, uniqueEmail } from './support'
import { beckyBubbles } from './support-coach'
import { accountWithProgress, apiCall, exportedData } from './support-pwa'
import { settledSync, startSyncStack, turnOnSync } from './support-sync'

/**
 * Issue 16: opt-in sync through a real server on PostgreSQL. Each browser context is a device with
 * its own IndexedDB. Service workers are blocked so offline emulation reaches every request.
 */
test.describe.configure({ mode: 'serial' })

let stack: Awaited<ReturnType<typeof startSyncStack>>
test.beforeAll(async () => {
  stack = await startSyncStack()
})
test.afterAll(() => {
  stack.stop()
})

async function device(context: BrowserContext) {
  const page = await context.newPage()
  return page
}

/** JSON with object keys in order: the server stores values as JSONB, which orders keys its way. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).sort(([a], [b]) => a.localeCompare(b))
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`
  }
  return JSON.stringify(value)
}

/** What must match across devices: the journey's rows, in a stable order, without local ids. */
async function journeyData(page: Page) {
  const data = (await exportedData(page)) as Record<string, unknown[]>
  const sorted = (rows: unknown[] | undefined) => (rows ?? []).map(canonical).sort()
  return {
    answers: sorted(data.answers),
    // Each device keeps its own copy of an entry both made (the sign-up grant); the key and
    // amount are what count.
    ledger: (data.ledger as { key: string; amount: number }[])
      .map((entry) => `${entry.key} ${String(entry.amount)}`)
      .sort(),
    unlocks: sorted(data.unlocks),
    checklistTicks: sorted(data.checklistTicks),
    chatMessages: sorted(data.chatMessages),
  }
}

const balance = async (page: Page) =>
  ((await apiCall(page, 'GET', '/api/credits')).json as { balance: number }).balance

/**
 * Chromium's offline emulation leaves loopback reachable, and the test server is on loopback:
 * requests to it are cut as well, as a phone without a network would see them.
 */
async function offline(context: BrowserContext, cut: boolean) {
  await context.setOffline(cut)
  if (cut) await context.route(`${stack.url}/**`, (route) => route.abort('internetdisconnected'))
  else await context.unroute(`${stack.url}/**`)
}

/** Clicks "Sync now" as a person would, then waits for that run to end. */
async function syncNow(page: Page) {
  const section = page.getByRole('region', { name: 'Sync across devices' })
  await section.getByRole('button', { name: 'Sync now' }).click()
  await settledSync(page)
  return section
}

test('two offline devices reconnect with the same journey and balance; a third receives it all; another account sees nothing', async ({
  browser,
}) => {
  const syncEmail = uniqueEmail('sync')
  const phoneContext = await browser.newContext({ serviceWorkers: 'block' })
  const laptopContext = await browser.newContext({ serviceWorkers: 'block' })
  const phone = await device(phoneContext)
  const laptop = await device(laptopContext)

  await accountWithProgress(phone)
  await turnOnSync(phone, stack.url, { email: syncEmail, mode: 'create' })

  await laptop.goto('/')
  await signUpViaApi(laptop)
  const laptopSync = await turnOnSync(laptop, stack.url, { email: syncEmail, mode: 'sign_in' })
  await expect(laptopSync.getByText('0 changes')).toBeVisible()
  expect(await journeyData(laptop)).toEqual(await journeyData(phone))

  // Each device has shown its balance before the connection drops, as a person's would have
  // (these contexts block the service worker, so only code already loaded works offline).
  for (const page of [phone, laptop])
    expect((await apiCall(page, 'GET', '/api/credits')).status).toBe(200)
  // Both devices go offline and change the journey.
  for (const context of [phoneContext, laptopContext]) await offline(context, true)
  const tick = await apiCall(phone, 'PUT', '/api/roadmap/ae/steps/1/checklist/1', { done: true })
  expect(tick.status).toBe(200)
  const earn = await apiCall(laptop, 'POST', '/api/credits/earn', { actionId: 'linkedin_share' })
  expect(earn.status).toBe(200)
  const cutOff = await syncNow(laptop)
  await expect(cutOff.getByRole('status')).toHaveText(/Could not reach the sync server/)
  await expect(cutOff.getByText('1 change', { exact: true })).toBeVisible()

  for (const context of [phoneContext, laptopContext]) await offline(context, false)
  await syncNow(phone)
  await syncNow(laptop)
  await expect(laptop.getByText('0 changes')).toBeVisible()
  await syncNow(phone)
  await expect(phone.getByText('0 changes')).toBeVisible()
  await expect.poll(() => journeyData(phone)).toEqual(await journeyData(laptop))
  expect(await balance(phone)).toBe(await balance(laptop))

  // A third device signs in to the sync account and receives everything.
  const tabletContext = await browser.newContext({ serviceWorkers: 'block' })
  const tablet = await device(tabletContext)
  await tablet.goto('/')
  await signUpViaApi(tablet)
  await turnOnSync(tablet, stack.url, { email: syncEmail, mode: 'sign_in' })
  expect(await journeyData(tablet)).toEqual(await journeyData(phone))
  expect(await balance(tablet)).toBe(await balance(phone))

  // Someone else's sync account holds none of it.
  const otherContext = await browser.newContext({ serviceWorkers: 'block' })
  const other = await device(otherContext)
  await other.goto('/')
  await signUpViaApi(other)
  await turnOnSync(other, stack.url, { email: uniqueEmail('other'), mode: 'create' })
  const theirs = await journeyData(other)
  expect(theirs.unlocks).toEqual([])
  expect(theirs.checklistTicks).toEqual([])

  for (const context of [phoneContext, laptopContext, tabletContext, otherContext]) {
    await context.close()
  }
})

/** The chat messages' text in the account's data, sorted. */
async function chatTexts(page: Page) {
  const data = (await exportedData(page)) as { chatMessages: { content: string }[] }
  return data.chatMessages.map((m) => m.content).sort()
}

test('a chat message with U+0000 syncs without it; a change the server refuses is set aside in Settings while the rest sync', async ({
  browser,
}) => {
  const syncEmail = uniqueEmail('nul')
  const phoneContext = await browser.newContext({ serviceWorkers: 'block' })
  const phone = await device(phoneContext)
  await phone.goto('/')
  await signUpViaApi(phone)
  await turnOnSync(phone, stack.url, { email: syncEmail, mode: 'create' })

  // Between the app and the real server, the user's marked chat message gets a NUL added on
  // the wire: the server refuses that push (a 400 naming the change), as it would any bad change.
  const refuse = (route: Route) => {
    const text = route.request().postData()
    if (!text?.includes('REFUSE-ME')) return route.continue()
    const body = JSON.parse(text) as { changes: { value: { role?: string; content?: string } }[] }
    for (const { value } of body.changes) {
      if (value.role === 'user' && value.content?.startsWith('REFUSE-ME')) value.content += '\u0000'
    }
    return route.continue({ postData: JSON.stringify(body) })
  }
  const refusals: number[] = []
  phone.on('response', (res) => {
    if (res.url().endsWith('/sync/v1/push') && res.status() >= 400) refusals.push(res.status())
  })
  await phoneContext.route(`${stack.url}/sync/v1/push`, refuse)

  // A coaching message pasted from a PDF, NUL and all, typed where people type it.
  await phone.goto('/agent-demo')
  const log = phone.getByRole('list', { name: 'Coaching conversation' })
  await expect(beckyBubbles(log)).toHaveCount(1)
  const box = phone.getByRole('textbox', { name: 'Message Becky' })
  await box.fill('Pasted from a PDF:\u0000 how do I move to AE?')
  await box.press('Enter')
  await expect(beckyBubbles(log)).toHaveCount(2)
  await box.fill('REFUSE-ME: the relay makes the server refuse this one')
  await box.press('Enter')
  await expect(beckyBubbles(log)).toHaveCount(3)
  // And straight at the /api, as any caller could: a NUL and half a surrogate pair.
  const direct = await apiCall(phone, 'POST', '/api/chat/becky', {
    message: 'Another paste\u0000 with half a pair \ud800 in it',
    sessionType: 'coaching',
  })
  expect(direct.status).toBe(200)
  const all = await chatTexts(phone)
  expect(all.some((text) => text.includes('how do I move to AE?'))).toBe(true)
  const sent = all.filter((text) => !text.startsWith('REFUSE-ME'))
  expect(sent.join('\n')).not.toContain('\u0000')

  await phone.goto('/settings')
  const section = await syncNow(phone)
  await expect(section.getByText('0 changes')).toBeVisible()
  await expect(section.getByRole('status')).toHaveText('')
  const aside = section.getByRole('region', { name: /Set aside: 1 change/ })
  await expect(aside).toBeVisible()
  const item = aside.getByRole('listitem')
  await expect(item).toHaveCount(1)
  await expect(item).toContainText('A chat message')
  await expect(item).toContainText('REFUSE-ME')
  await expect(item).toContainText(/The sync server refused it: value: .*NUL/)
  expect(refusals).toContain(400)
  expect(refusals).not.toContain(500)

  // Every other change reached the server: a second device receives them all, NUL-free.
  const laptopContext = await browser.newContext({ serviceWorkers: 'block' })
  const laptop = await device(laptopContext)
  await laptop.goto('/')
  await signUpViaApi(laptop)
  await turnOnSync(laptop, stack.url, { email: syncEmail, mode: 'sign_in' })
  await expect.poll(() => chatTexts(laptop)).toEqual(sent)
  expect(sent).toContain('Another paste with half a pair \ufffd in it')

  // Retry while the server still refuses: it stays aside. Once it takes it, Retry sends it.
  const refusedBefore = refusals.length
  await item.getByRole('button', { name: 'Retry' }).click()
  await expect.poll(() => refusals.length).toBeGreaterThan(refusedBefore)
  await expect(aside.getByRole('listitem').getByRole('button', { name: 'Retry' })).toBeEnabled()
  await expect(aside.getByRole('listitem')).toHaveCount(1)
  await phoneContext.unroute(`${stack.url}/sync/v1/push`, refuse)
  await aside.getByRole('listitem').getByRole('button', { name: 'Retry' }).click()
  await expect(aside).toBeHidden()
  await expect(section.getByText('0 changes')).toBeVisible()
  await laptop.goto('/settings')
  await syncNow(laptop)
  await expect
    .poll(async () => (await chatTexts(laptop)).some((t) => t.startsWith('REFUSE-ME')))
    .toBe(true)

  for (const context of [phoneContext, laptopContext]) await context.close()
})
