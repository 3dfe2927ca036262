import { describe, expect, it } from 'vitest'
import {
  planPracticeEarn,
  PRACTICE_PASS_CREDITS,
  balanceOf,
  completedEarnActionIds,
  insufficientCreditsMessage,
  isStepUnlocked,
  planEarn,
  planPurchase,
  planStartingGrant,
  planUnlock,
  remainingEarnableCredits,
  roadmapCreditPacks,
  type LedgerEntry,
} from './index'

const at = new Date('2026-03-01T10:00:00.000Z')
const grant: LedgerEntry = {
  amount: 50,
  kind: 'grant',
  key: 'grant:starting',
  createdAt: at.toISOString(),
}
const popular = roadmapCreditPacks[1]!

function apply(entries: LedgerEntry[], plan: { ok: boolean; entry?: LedgerEntry }) {
  if (plan.ok && plan.entry) entries.push(plan.entry)
}

describe('starting grant', () => {
  it('grants 50 credits once', () => {
    const first = planStartingGrant([], at)
    expect(first).toEqual({ ok: true, entry: grant, balanceAfter: 50 })
    expect(planStartingGrant([grant], at)).toMatchObject({ ok: false, reason: 'already_granted' })
  })
})

describe('planUnlock', () => {
  it('charges the step cost with an idempotency key', () => {
    expect(planUnlock([grant], 'sdr', 2, at)).toEqual({
      ok: true,
      entry: { amount: -10, kind: 'unlock', key: 'unlock:sdr:2', createdAt: at.toISOString() },
      balanceAfter: 40,
    })
  })

  it('refuses a second unlock of the same step', () => {
    const entries = [grant]
    apply(entries, planUnlock(entries, 'ae', 3, at))
    expect(planUnlock(entries, 'ae', 3, at)).toEqual({
      ok: false,
      reason: 'already_unlocked',
      balance: 35,
    })
    expect(isStepUnlocked(entries, 'ae', 3)).toBe(true)
    expect(isStepUnlocked(entries, 'ae', 4)).toBe(false)
  })

  it('refuses when credits are short and says how many more are needed', () => {
    expect(planUnlock([{ ...grant, amount: 12 }], 'csm', 6, at)).toEqual({
      ok: false,
      reason: 'insufficient',
      needed: 18,
      balance: 12,
    })
    expect(planUnlock([{ ...grant, amount: 30 }], 'csm', 6, at).ok).toBe(true)
  })

  it('never charges for free steps', () => {
    for (const [roleId, stepId] of [
      ['sdr', 1],
      ['am', 5],
      ['marketing', 3],
    ] as const) {
      expect(planUnlock([grant], roleId, stepId, at)).toMatchObject({
        ok: false,
        reason: 'free_step',
      })
      expect(isStepUnlocked([], roleId, stepId)).toBe(true)
    }
  })

  it('refuses unknown roles and steps', () => {
    expect(planUnlock([grant], 'sales_manager', 2, at)).toMatchObject({ reason: 'unknown_step' })
    expect(planUnlock([grant], 'am', 6, at)).toMatchObject({ reason: 'unknown_step' })
    expect(planUnlock([grant], 'sdr', 0, at)).toMatchObject({ reason: 'unknown_step' })
    expect(isStepUnlocked([grant], 'am', 6)).toBe(false)
  })
})

describe('planEarn', () => {
  it('pays each action once and tracks what is left', () => {
    const entries: LedgerEntry[] = []
    apply(entries, planEarn(entries, 'invite_friend', at))
    expect(balanceOf(entries)).toBe(5)
    expect(planEarn(entries, 'invite_friend', at)).toEqual({
      ok: false,
      reason: 'already_earned',
      balance: 5,
    })
    expect(completedEarnActionIds(entries)).toEqual(['invite_friend'])
    expect(remainingEarnableCredits(entries)).toBe(15)
    expect(planEarn(entries, 'refer_a_celebrity', at)).toMatchObject({ reason: 'unknown_action' })
  })
})

describe('planPurchase', () => {
  it('adds credits plus bonus once per client id', () => {
    const entries = [grant]
    const first = planPurchase(entries, popular, 'c-1', at)
    expect(first).toMatchObject({ ok: true, balanceAfter: 80 })
    apply(entries, first)
    expect(planPurchase(entries, popular, 'c-1', at)).toEqual({
      ok: false,
      reason: 'already_purchased',
      balance: 80,
    })
    expect(planPurchase(entries, popular, 'c-2', at)).toMatchObject({ ok: true, balanceAfter: 110 })
  })

  it('rejects a blank client id and malformed packs', () => {
    expect(planPurchase([], popular, '  ', at)).toMatchObject({ reason: 'invalid_client_id' })
    const broken = { ...popular, credits: -25 }
    expect(planPurchase([], broken, 'c-3', at)).toMatchObject({ reason: 'invalid_pack' })
    const fractional = { ...popular, bonus: 0.5 }
    expect(planPurchase([], fractional, 'c-4', at)).toMatchObject({ reason: 'invalid_pack' })
  })
})

describe('insufficientCreditsMessage', () => {
  it('uses the spec wording', () => {
    expect(insufficientCreditsMessage(25, 7)).toBe(
      'Insufficient credits. You need 25 credits but only have 7.',
    )
  })
})

describe('planPracticeEarn', () => {
  it('pays the first pass of a scenario once, and each scenario separately', () => {
    const at = new Date('2026-01-05T10:00:00Z')
    const first = planPracticeEarn([], 'cold-call-opener', at)
    expect(first.ok).toBe(true)
    if (!first.ok) return
    expect(first.entry.amount).toBe(PRACTICE_PASS_CREDITS)
    expect(planPracticeEarn([first.entry], 'cold-call-opener', at)).toMatchObject({
      ok: false,
      reason: 'already_earned',
    })
    expect(planPracticeEarn([first.entry], 'gatekeeper', at).ok).toBe(true)
  })
})
