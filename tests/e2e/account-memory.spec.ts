import { expect, test, type Page } from '@playwright/test'
import { signUpViaApi } from './support'
import { accountWithProgress, apiCall, chooseImportFile } from './support-pwa'

/**
 * Issue 13, item 3: an edited memory item survives export -> delete -> import, and deleting the
 * account leaves no row or key of it anywhere in the browser's storage.
 */
test.use({ serviceWorkers: 'block' })

interface Memory {
  skillsProfile: { strengths: string[] }
}

/** Every IndexedDB record (store, key and value) and every localStorage key and value, as text. */
const everyStoredThing = (page: Page) =>
  page.evaluate(async () => {
    const found: string[] = []
    for (const info of await indexedDB.databases()) {
      if (!info.name) continue
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open(info.name ?? '')
        open.onsuccess = () => resolve(open.result)
        open.onerror = () => reject(open.error ?? new Error('open failed'))
      })
      for (const store of Array.from(db.objectStoreNames)) {
        const tx = db.transaction(store, 'readonly').objectStore(store)
        const [keys, values] = await Promise.all(
          [tx.getAllKeys(), tx.getAll()].map(
            (request) =>
              new Promise<unknown[]>((resolve) => {
                request.onsuccess = () => resolve(request.result as unknown[])
              }),
          ),
        )
        keys?.forEach((key, i) => found.push(`${store} ${JSON.stringify([key, values?.[i]])}`))
      }
      db.close()
    }
    for (const key of Object.keys(localStorage)) {
      found.push(`localStorage ${key}=${localStorage.getItem(key) ?? ''}`)
    }
    return found
  })

const coachingTurn = async (page: Page) => {
  const body = { message: 'How should I prepare for discovery calls?', sessionType: 'coaching' }
  expect((await apiCall(page, 'POST', '/api/chat/becky', body)).status).toBe(200)
}

test('an edited memory item survives export, delete and import; deletion leaves nothing', async ({
  page,
}) => {
  const { email, userId } = await accountWithProgress(page)
  await coachingTurn(page)
  const edit = { section: 'strengths', index: 0, value: 'Storytelling with numbers' }
  expect((await apiCall(page, 'PATCH', '/api/coaching/memory', edit)).status).toBe(200)
  const file = (await apiCall(page, 'GET', '/api/account/export')).json
  // Before deletion the scan does find the account, so finding nothing afterwards means something.
  expect((await everyStoredThing(page)).some((item) => item.includes(userId))).toBe(true)

  await page.getByRole('button', { name: 'Delete my account...' }).click()
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' })
  await dialog.getByLabel(`Type ${email} to confirm`).fill(email)
  await dialog.getByRole('button', { name: 'Delete my account' }).click()
  await expect(page.getByText('Account deleted')).toBeVisible()
  const left = await everyStoredThing(page)
  expect(left.filter((item) => item.includes(userId) || item.includes(email))).toEqual([])

  await signUpViaApi(page, email)
  await page.goto('/settings')
  await chooseImportFile(page, 'backup.json', JSON.stringify(file))
  const replace = page.getByRole('dialog', { name: 'Replace your data with this file?' })
  await replace.getByRole('button', { name: 'Replace my data' }).click()
  await expect(page.getByText('Import complete')).toBeVisible()
  await coachingTurn(page)
  const memory = (await apiCall(page, 'GET', '/api/coaching/memory')).json as Memory
  expect(memory.skillsProfile.strengths[0]).toBe('Storytelling with numbers')
})
