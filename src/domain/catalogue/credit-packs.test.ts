import { describe, expect, it } from 'vitest'
import {
  creditsUnlockList,
  dashboardCreditPacks,
  dashboardEarnOptions,
  DEFAULT_PROFILE_CREDITS,
  earnActions,
  earnDifficultyLabel,
  isLowBalance,
  LOW_CREDIT_THRESHOLD,
  packBadge,
  packTotalCredits,
  roadmapCreditPacks,
  STARTING_CREDITS,
  TOTAL_EARNABLE_CREDITS,
  planUnlock,
  roles,
  type LedgerEntry,
  type RoleId,
} from './index'

const summary = (packs: typeof roadmapCreditPacks) =>
  packs.map((pack) => [pack.id, pack.credits, pack.price, pack.bonus ?? 0, packBadge(pack)])

describe('credit packs (spec section 9)', () => {
  it('offers the roadmap dialog packs with bonuses', () => {
    expect(summary(roadmapCreditPacks)).toEqual([
      ['starter', 10, 5, 0, undefined],
      ['popular', 25, 10, 5, 'Most Popular'],
      ['pro', 60, 20, 15, undefined],
    ])
    expect(roadmapCreditPacks.map(packTotalCredits)).toEqual([10, 30, 75])
  })

  it('offers the dashboard packs with their badges', () => {
    expect(summary(dashboardCreditPacks)).toEqual([
      ['starter', 5, 4.99, 0, undefined],
      ['popular', 10, 9.99, 0, 'Most Popular'],
      ['value', 25, 19.99, 0, 'Save 20%'],
    ])
  })
})

describe('earning credits', () => {
  it('lists the five roadmap earn actions worth 20 credits in total', () => {
    expect(earnActions.map((a) => [a.id, a.credits, earnDifficultyLabel(a.difficulty)])).toEqual([
      ['invite_friend', 5, 'Easy'],
      ['linkedin_share', 2, 'Easy'],
      ['feedback_survey', 3, 'Medium'],
      ['profile_complete', 4, 'Medium'],
      ['first_milestone', 6, 'Challenge'],
    ])
    expect(TOTAL_EARNABLE_CREDITS).toBe(20)
  })

  it('lists the dashboard earn options', () => {
    expect(dashboardEarnOptions.map((o) => [o.title, o.credits])).toEqual([
      ['Complete a roadmap step', 2],
      ['Share on LinkedIn', 1],
      ['Refer a friend', 5],
    ])
  })
})

describe('credit constants', () => {
  it('starts accounts at 50, defaults the dashboard to 5, warns under 10', () => {
    expect(STARTING_CREDITS).toBe(50)
    expect(DEFAULT_PROFILE_CREDITS).toBe(5)
    expect(LOW_CREDIT_THRESHOLD).toBe(10)
    expect(isLowBalance(9)).toBe(true)
    expect(isLowBalance(10)).toBe(false)
  })

  it('lists the four things credits unlock', () => {
    expect(creditsUnlockList).toEqual([
      'Advanced roadmap steps',
      'Personalized resume edits',
      'Company-specific interview prep',
      'Multiple career pathway options',
    ])
  })
})

describe('what a pack buys', () => {
  const at = new Date('2026-01-05T00:00:00Z')
  /** Unlocks one role's steps in order through the real ledger rule until the credits run out. */
  function unlockedInOrder(roleId: RoleId, credits: number): number[] {
    let entries: LedgerEntry[] = [
      { amount: credits, kind: 'purchase', key: 'purchase:test', createdAt: at.toISOString() },
    ]
    const unlocked: number[] = []
    for (const step of roles[roleId].roadmapSteps) {
      const plan = planUnlock(entries, roleId, step.id, at)
      if (plan.ok) {
        entries = [...entries, plan.entry]
        unlocked.push(step.id)
      } else if (plan.reason === 'insufficient') break
    }
    return unlocked
  }

  it.each([...roadmapCreditPacks, ...dashboardCreditPacks])(
    "the $name pack's description is true on every six-step roadmap",
    (pack) => {
      const credits = packTotalCredits(pack)
      for (const roleId of ['sdr', 'ae', 'csm', 'revops'] as const) {
        const steps = unlockedInOrder(roleId, credits)
        const first = steps[0]
        const last = steps[steps.length - 1]
        const expected =
          steps.length === 0
            ? /^Covers \d+ of the 10 credits a locked step costs$/
            : steps.length === 1
              ? `Unlocks step ${String(first)} of a roadmap`
              : steps.length === 2
                ? `Unlocks steps ${String(first)} and ${String(last)} of a roadmap`
                : `Unlocks steps ${String(first)} to ${String(last)} of a roadmap`
        if (expected instanceof RegExp) expect(pack.description).toMatch(expected)
        else expect(pack.description).toBe(expected)
      }
    },
  )

  it('never promises a whole roadmap the credits cannot pay for', () => {
    const wholeRoadmap = roles.ae.roadmapSteps.reduce((sum, step) => sum + step.creditCost, 0)
    expect(wholeRoadmap).toBe(100)
    for (const pack of roadmapCreditPacks) {
      expect(packTotalCredits(pack)).toBeLessThan(wholeRoadmap)
      expect(pack.description).not.toMatch(/every|most of|all/i)
    }
    expect(roadmapCreditPacks.map((pack) => pack.description)).toEqual([
      'Unlocks step 2 of a roadmap',
      'Unlocks steps 2 and 3 of a roadmap',
      'Unlocks steps 2 to 5 of a roadmap',
    ])
  })
})
