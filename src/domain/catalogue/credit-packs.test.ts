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
