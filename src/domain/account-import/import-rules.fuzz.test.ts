import { describe, expect, it } from 'vitest'
import {
  dashboardCreditPacks,
  earnActions,
  getRole,
  packTotalCredits,
  planEarn,
  planPurchase,
  planStartingGrant,
  planUnlock,
  roadmapCreditPacks,
  roleIds,
  type LedgerEntry,
} from '@/domain/catalogue'
import { firstImportProblem, type ImportedProgress } from './index'
import { sampleProgress } from './testing-sample'
import { seededRandom } from '../testing/seeded-random'

type Random = () => number
const pick = <T>(random: Random, items: readonly T[]): T => {
  const item = items[Math.floor(random() * items.length)]
  if (item === undefined) throw new Error('pick from an empty list')
  return item
}
const int = (random: Random, min: number, max: number) =>
  min + Math.floor(random() * (max - min + 1))

const packs = [...roadmapCreditPacks, ...dashboardCreditPacks]
const kinds = ['grant', 'earn', 'purchase', 'unlock', 'bonus']
const roleChoices = [...roleIds, 'ceo']

function randomKey(random: Random): string {
  switch (int(random, 0, 4)) {
    case 0:
      return pick(random, ['grant:starting', 'grant:extra', 'grant:'])
    case 1:
      return `earn:${pick(random, [...earnActions.map((a) => a.id), 'mine_bitcoin'])}`
    case 2:
      return `purchase:${pick(random, ['forged', 'client-1', 'x', ' '])}`
    case 3:
      return `unlock:${pick(random, roleChoices)}:${String(int(random, 0, 8))}`
    default:
      return pick(random, ['unlock:sdr', 'earn', 'purchase:a:b', ''])
  }
}

function randomAmount(random: Random, old: number): number {
  return pick(random, [
    old + 1,
    old - 1,
    -old,
    old * 10,
    0,
    int(random, -100_000, 100_000),
    pick(random, packs.map(packTotalCredits)),
    pick(
      random,
      earnActions.map((a) => a.credits),
    ),
  ])
}

/** One to three edits of the kinds a person tampering with a file would make. */
function mutate(data: ImportedProgress, random: Random): ImportedProgress {
  const ledger = data.ledger.map((row) => ({ ...row }))
  const unlocks = data.unlocks.map((row) => ({ ...row }))
  const ticks = data.checklistTicks.map((row) => ({ ...row }))
  const states = data.stepStates.map((row) => ({ ...row }))
  for (let edits = int(random, 1, 3); edits > 0; edits -= 1) {
    const i = int(random, 0, Math.max(0, ledger.length - 1))
    const row = ledger[i]
    switch (int(random, 0, 10)) {
      case 0:
        if (row) row.amount = randomAmount(random, row.amount)
        break
      case 1:
        if (row) row.kind = pick(random, kinds)
        break
      case 2:
        if (row) row.key = randomKey(random)
        break
      case 3:
        ledger.splice(i, 1)
        break
      case 4:
        if (row) ledger.push({ ...row })
        break
      case 5: {
        const kind = pick(random, kinds)
        ledger.push({ kind, key: randomKey(random), amount: randomAmount(random, 10) })
        break
      }
      case 6: {
        const j = int(random, 0, ledger.length - 1)
        const other = ledger[j]
        if (row && other) [ledger[i], ledger[j]] = [other, row]
        break
      }
      case 7:
        unlocks.push({ roleId: pick(random, roleChoices), stepId: int(random, 0, 8) })
        break
      case 8:
        ticks.push({
          roleId: pick(random, roleChoices),
          stepId: int(random, 0, 8),
          itemIndex: int(random, 0, 12),
        })
        break
      case 9:
        states.push({ roleId: pick(random, roleChoices), stepId: int(random, 0, 8) })
        break
      default:
        // A harmless edit: the same row written again with a new note would still be valid.
        if (row) ledger[i] = { ...row }
    }
  }
  return { ledger, unlocks, checklistTicks: ticks, stepStates: states }
}

/** The oracle: replay each row through the app's own ledger plans; every row must be what they write. */
function followsLedgerRules(data: ImportedProgress): boolean {
  const entries: LedgerEntry[] = []
  for (const row of data.ledger) {
    const at = new Date(0)
    const [kind, ...rest] = row.key.split(':')
    const plans =
      kind === 'grant'
        ? [planStartingGrant(entries, at)]
        : kind === 'earn'
          ? [planEarn(entries, rest.join(':'), at)]
          : kind === 'purchase'
            ? packs.map((pack) => planPurchase(entries, pack, rest.join(':'), at))
            : kind === 'unlock' && rest.length === 2 && /^\d+$/.test(rest[1] ?? '')
              ? [planUnlock(entries, rest[0] ?? '', Number(rest[1]), at)]
              : []
    const same = plans.find(
      (plan) =>
        plan.ok &&
        plan.entry.key === row.key &&
        plan.entry.kind === row.kind &&
        plan.entry.amount === row.amount,
    )
    if (!same?.ok) return false
    entries.push(same.entry)
  }
  const keys = new Set(entries.map((entry) => entry.key))
  const stepExists = (r: { roleId: string; stepId: number }) =>
    getRole(r.roleId)?.roadmapSteps.some((step) => step.id === r.stepId) === true
  const unlockKeys = data.unlocks.map((r) => `unlock:${r.roleId}:${String(r.stepId)}`)
  return (
    data.unlocks.every(stepExists) &&
    unlockKeys.every((key) => keys.has(key)) &&
    new Set(unlockKeys).size === unlockKeys.length &&
    data.stepStates.every(stepExists) &&
    data.checklistTicks.every(
      (r) =>
        stepExists(r) &&
        r.itemIndex < (getRole(r.roleId)?.roadmapSteps[r.stepId - 1]?.checklist.length ?? 0),
    )
  )
}

describe('import validator, fuzzed', () => {
  it('accepts a mutated export exactly when it still follows the ledger and catalogue rules', () => {
    const random = seededRandom(20261123)
    const base = sampleProgress()
    let refused = 0
    for (let run = 0; run < 1000; run += 1) {
      const mutated = mutate(base, random)
      const accepted = firstImportProblem(mutated) === null
      expect({ run, accepted }).toEqual({ run, accepted: followsLedgerRules(mutated) })
      if (!accepted) refused += 1
    }
    // The mutations mostly break something; a fuzz that only made valid files would prove nothing.
    expect(refused).toBeGreaterThan(750)
  })
})
