import { describe, expect, it } from 'vitest'
import { roleIds } from '../catalogue'
import { personaAnswers } from './sample-personas'
import { rankRoles, toMatchPercent } from './score'
import { scoringInput, scoringRules } from './scoring-rules'

describe('toMatchPercent', () => {
  it('never shows less than 40% or more than 98%, always a whole number', () => {
    for (const points of [-50, 0, 1, 17.5, 45, 90, 400]) {
      const percent = toMatchPercent(points)
      expect(Number.isInteger(percent)).toBe(true)
      expect(percent).toBeGreaterThanOrEqual(40)
      expect(percent).toBeLessThanOrEqual(98)
    }
    expect(toMatchPercent(-10)).toBe(40)
    expect(toMatchPercent(10_000)).toBe(98)
  })

  it('never lowers the percent when points go up', () => {
    let previous = toMatchPercent(0)
    for (let points = 1; points <= 200; points += 1) {
      const next = toMatchPercent(points)
      expect(next).toBeGreaterThanOrEqual(previous)
      previous = next
    }
  })
})

describe('rankRoles', () => {
  it('breaks equal scores by the fixed catalogue order', () => {
    // Answers the table does not know leave only the baselines, where sdr and ae tie, as do am,
    // revops and marketing.
    const unknown = {
      ...personaAnswers('helper'),
      current_role: 'astronaut',
      biggest_career_goal: 'x',
      work_preferences: [],
      strengths: [],
      target_timeline: 'flexible',
      learning_style: 'x',
      industry_preference: 'x',
      confidence_level: 'x',
    }
    const ranked = rankRoles(scoringInput(unknown, null))
    expect(ranked.map((score) => score.roleId)).toEqual([
      'sdr',
      'ae',
      'csm',
      'am',
      'revops',
      'marketing',
    ])
    expect(ranked[0]?.points).toBe(ranked[1]?.points)
    expect(ranked.every((score) => score.contributions.length === 1)).toBe(true)
  })
})

describe('scoring table', () => {
  it('has unique rule ids, only catalogue roles and no zero-weight rows', () => {
    const ids = scoringRules.map((rule) => rule.id)
    expect(new Set(ids).size).toBe(ids.length)
    for (const rule of scoringRules) {
      expect(roleIds).toContain(rule.role)
      expect(rule.weight).not.toBe(0)
    }
  })
})
