import { describe, expect, it } from 'vitest'
import { describeImportProblem, firstImportProblem, type ImportedProgress } from './index'
import { sampleProgress } from './testing-sample'

const withLedger = (ledger: ImportedProgress['ledger']): ImportedProgress => ({
  ...sampleProgress(),
  ledger,
})

function refusal(data: ImportedProgress): string | null {
  const problem = firstImportProblem(data)
  return problem && describeImportProblem(problem)
}

describe('firstImportProblem', () => {
  it('accepts what the app itself writes', () => {
    expect(firstImportProblem(sampleProgress())).toBeNull()
  })

  it('refuses a raised sign-up grant, naming the row and the rule', () => {
    const data = sampleProgress()
    const ledger = data.ledger.map((row) => (row.kind === 'grant' ? { ...row, amount: 5000 } : row))
    expect(refusal(withLedger(ledger))).toBe(
      "row 1 of the credit history: 'grant:starting' should be 50 credits, not 5000 credits",
    )
  })

  it('refuses a forged purchase no pack gives, and an earn that pays too much', () => {
    const base = sampleProgress().ledger
    const forged = { kind: 'purchase', key: 'purchase:forged', amount: 100000 }
    expect(refusal(withLedger([...base, forged]))).toBe(
      `row ${String(base.length + 1)} of the credit history: 'purchase:forged' adds 100000 credits, which no credit pack gives`,
    )
    const greedy = base.map((row) => (row.kind === 'earn' ? { ...row, amount: 90000 } : row))
    expect(refusal(withLedger(greedy))).toMatch(
      /^row 2 of the credit history: 'earn:\w+' should be/,
    )
  })

  it("accepts the practice room's first-pass credits and refuses made-up practice ids", () => {
    const base = sampleProgress().ledger
    const earned = [
      { kind: 'earn', key: 'earn:practice:cold-call-opener', amount: 2 },
      { kind: 'earn', key: 'earn:practice:review-cold-email', amount: 2 },
    ]
    expect(refusal(withLedger([...base, ...earned]))).toBeNull()
    const forged = { kind: 'earn', key: 'earn:practice:free-money', amount: 2 }
    expect(refusal(withLedger([...base, forged]))).toBe(
      `row ${String(base.length + 1)} of the credit history: 'earn:practice:free-money' is not a practice scenario`,
    )
    const greedy = { kind: 'earn', key: 'earn:practice:cold-call-opener', amount: 20 }
    expect(refusal(withLedger([...base, greedy]))).toMatch(/should be 2 credits, not 20 credits/)
  })

  it('refuses an unlock with no spend, and steps or roles that do not exist', () => {
    const data = sampleProgress()
    expect(refusal({ ...data, unlocks: [...data.unlocks, { roleId: 'sdr', stepId: 6 }] })).toBe(
      'row 2 of the unlocked steps: sdr step 6 has no credit spend',
    )
    expect(refusal({ ...data, stepStates: [{ roleId: 'ceo', stepId: 1 }] })).toBe(
      "row 1 of the step progress: 'ceo' is not a SalesPath role",
    )
    expect(
      refusal({ ...data, checklistTicks: [{ roleId: 'sdr', stepId: 1, itemIndex: 99 }] }),
    ).toBe('row 1 of the checklist ticks: sdr step 1 has no checklist item 100')
    expect(refusal({ ...data, stepStates: [{ roleId: 'am', stepId: 6 }] })).toBe(
      'row 1 of the step progress: am has no step 6',
    )
  })

  it('refuses spending before the credits were there', () => {
    const [grant, ...rest] = sampleProgress().ledger
    const spendFirst = [...rest.filter((r) => r.kind === 'unlock'), grant!]
    expect(refusal(withLedger(spendFirst))).toMatch(/spends credits not held$/)
  })
})
