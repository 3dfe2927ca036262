import { describe, expect, it } from 'vitest'
import {
  balanceOf,
  dashboardCreditPacks,
  earnActions,
  getEarnAction,
  isRoleId,
  packTotalCredits,
  planEarn,
  planPurchase,
  planStartingGrant,
  planUnlock,
  roadmapCreditPacks,
  roleIds,
  unlockCost,
  type LedgerEntry,
} from './index'
import { seededRandom } from '../testing/seeded-random'

function pick<T>(random: () => number, items: readonly T[]): T {
  const item = items[Math.floor(random() * items.length)]
  if (item === undefined) throw new Error('pick from empty list')
  return item
}

const packs = [...roadmapCreditPacks, ...dashboardCreditPacks]
const actionIds = [...earnActions.map((action) => action.id), 'not_an_action']
const roleChoices = [...roleIds, 'sales_manager']
const clientIds = ['c0', 'c1', 'c2', 'c3', 'c4', 'c5']

/** An independent model of what the ledger should hold, updated from the spec's rules. */
interface Model {
  balance: number
  keys: Set<string>
}

function expectedUnlock(model: Model, roleId: string, stepId: number) {
  const cost = isRoleId(roleId) ? unlockCost(roleId, stepId) : undefined
  if (cost === undefined) return { reason: 'unknown_step', delta: 0 }
  if (cost === 0) return { reason: 'free_step', delta: 0 }
  if (model.keys.has(`unlock:${roleId}:${stepId}`)) return { reason: 'already_unlocked', delta: 0 }
  if (model.balance < cost)
    return { reason: 'insufficient', delta: 0, needed: cost - model.balance }
  return { reason: undefined, delta: -cost }
}

function step(random: () => number, entries: readonly LedgerEntry[], model: Model, at: Date) {
  const roll = random()
  if (roll < 0.45) {
    const roleId = pick(random, roleChoices)
    const stepId = Math.floor(random() * 8)
    const expected = expectedUnlock(model, roleId, stepId)
    const plan = planUnlock(entries, roleId, stepId, at)
    expect(plan.ok ? undefined : plan.reason).toBe(expected.reason)
    if (!plan.ok) expect(plan.needed).toBe(expected.needed)
    return { plan, delta: expected.delta }
  }
  if (roll < 0.75) {
    const actionId = pick(random, actionIds)
    const action = getEarnAction(actionId)
    const plan = planEarn(entries, actionId, at)
    const fresh = action !== undefined && !model.keys.has(`earn:${action.id}`)
    expect(plan.ok).toBe(fresh)
    return { plan, delta: fresh ? action.credits : 0 }
  }
  if (roll < 0.97) {
    const pack = pick(random, packs)
    const clientId = pick(random, clientIds)
    const plan = planPurchase(entries, pack, clientId, at)
    const fresh = !model.keys.has(`purchase:${clientId}`)
    expect(plan.ok).toBe(fresh)
    return { plan, delta: fresh ? packTotalCredits(pack) : 0 }
  }
  const plan = planStartingGrant(entries, at)
  const fresh = !model.keys.has('grant:starting')
  expect(plan.ok).toBe(fresh)
  return { plan, delta: fresh ? 50 : 0 }
}

function runSequence(seed: number, length: number, outcomes = new Map<string, number>()) {
  const random = seededRandom(seed)
  const entries: LedgerEntry[] = []
  const model: Model = { balance: 0, keys: new Set() }
  for (let index = 0; index < length; index++) {
    const at = new Date(Date.UTC(2026, 0, 1, 0, index))
    const { plan, delta } = step(random, entries, model, at)
    const outcome = plan.ok ? plan.entry.kind : plan.reason
    outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1)
    if (plan.ok) {
      expect(plan.balanceAfter).toBe(model.balance + delta)
      expect(plan.entry.createdAt).toBe(at.toISOString())
      entries.push(plan.entry)
      model.keys.add(plan.entry.key)
    } else {
      expect(plan.balance).toBe(model.balance)
    }
    model.balance += delta
    expect(balanceOf(entries)).toBe(model.balance)
    expect(model.balance).toBeGreaterThanOrEqual(0)
  }
  return entries
}

describe('ledger rules under random sequences of earn, buy and unlock', () => {
  const seeds = Array.from({ length: 150 }, (_, index) => index + 1)

  it('keeps balance = sum of entries, never negative, and each key at most once', () => {
    const outcomes = new Map<string, number>()
    for (const seed of seeds) {
      const entries = runSequence(seed, 80, outcomes)
      const keys = entries.map((entry) => entry.key)
      expect(new Set(keys).size).toBe(keys.length)
      expect(entries.every((entry) => Number.isInteger(entry.amount))).toBe(true)
      for (const entry of entries) {
        expect(entry.amount < 0).toBe(entry.kind === 'unlock')
      }
    }
    // The generator must reach every accept and refuse path, or the invariants prove little.
    const paths = [
      ...['grant', 'earn', 'purchase', 'unlock'],
      ...['insufficient', 'already_unlocked', 'free_step', 'unknown_step'],
      ...['already_earned', 'unknown_action', 'already_purchased', 'already_granted'],
    ]
    for (const path of paths) {
      expect(outcomes.get(path) ?? 0, path).toBeGreaterThan(100)
    }
  })

  it('replays the same sequence for the same seed', () => {
    expect(runSequence(42, 50)).toEqual(runSequence(42, 50))
    expect(runSequence(42, 50)).not.toEqual(runSequence(43, 50))
  })
})
