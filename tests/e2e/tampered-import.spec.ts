import { expect, test } from '@playwright/test'
import { accountWithProgress, apiCall, chooseImportFile, exportedData } from './support-pwa'

/**
 * Issue 13, item 2: an export edited to mint credits or unlock steps is refused, in Settings before
 * the 'Replace my data' preview and by the in-page server if sent directly; nothing changes.
 */
test.use({ serviceWorkers: 'block' })

interface Row {
  amount: number
  kind: string
  key: string
  note: string
  createdAt: string
}
interface ExportFile {
  data: {
    ledger: Row[]
    unlocks: { roleId: string; stepId: number; unlockedAt: string }[]
    stepStates: { roleId: string; stepId: number; status: string; updatedAt: string }[]
  }
}

const variants: [string, (file: ExportFile) => void, RegExp][] = [
  [
    'a raised sign-up grant',
    (f) => {
      f.data.ledger[0]!.amount = 5000
    },
    /row 1 of the credit history: 'grant:starting' should be 50 credits, not 5000/,
  ],
  [
    'a forged purchase',
    (f) => {
      f.data.ledger.push({
        ...f.data.ledger[0]!,
        kind: 'purchase',
        key: 'purchase:x',
        amount: 100000,
      })
    },
    /row 3 of the credit history: 'purchase:x' adds 100000 credits, which no credit pack gives/,
  ],
  [
    'an earn paying 90000',
    (f) => {
      f.data.ledger.push({
        ...f.data.ledger[0]!,
        kind: 'earn',
        key: 'earn:invite_friend',
        amount: 90000,
      })
    },
    /row 3 of the credit history: 'earn:invite_friend' should be 5 credits, not 90000/,
  ],
  [
    'an unlock with no spend',
    (f) => {
      f.data.unlocks.push({ ...f.data.unlocks[0]!, stepId: 4 })
    },
    /row 2 of the unlocked steps: ae step 4 has no credit spend/,
  ],
  [
    'an unknown role',
    (f) => {
      f.data.stepStates.push({
        roleId: 'ceo',
        stepId: 1,
        status: 'completed',
        updatedAt: f.data.ledger[0]!.createdAt,
      })
    },
    /of the step progress: 'ceo' is not a SalesPath role/,
  ],
  [
    'an unknown step',
    (f) => {
      f.data.stepStates.push({
        roleId: 'ae',
        stepId: 42,
        status: 'completed',
        updatedAt: f.data.ledger[0]!.createdAt,
      })
    },
    /of the step progress: ae has no step 42/,
  ],
]

test('every tampered variant is refused with the first bad row named, and nothing changes', async ({
  page,
}) => {
  await accountWithProgress(page)
  const before = await exportedData(page)
  const original = (await apiCall(page, 'GET', '/api/account/export')).json as ExportFile
  const refusal = page.getByRole('alert').filter({ hasText: 'This file was not imported' })
  for (const [name, tamper, reason] of variants) {
    const file = structuredClone(original)
    tamper(file)
    await chooseImportFile(page, `${name}.json`, JSON.stringify(file))
    await expect(refusal).toContainText(reason)
    await expect(refusal).toContainText('Nothing was changed.')
    await expect(page.getByRole('dialog')).toHaveCount(0)
    // Sent past the Settings check, the in-page server refuses it the same way.
    const direct = await apiCall(page, 'POST', '/api/account/import', file)
    expect(direct.status).toBe(400)
    expect((direct.json as { message: string }).message).toMatch(reason)
  }
  expect(await exportedData(page)).toEqual(before)
})
