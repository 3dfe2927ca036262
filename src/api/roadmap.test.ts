import { describe, expect, it } from 'vitest'
import { withTick, type RoadmapProgress } from './roadmap'

describe('withTick', () => {
  const base: RoadmapProgress = {
    roleId: 'sdr',
    steps: [
      { stepId: 1, status: 'in_progress', checked: [2] },
      { stepId: 2, status: 'locked', checked: [] },
    ],
    completedSteps: 0,
    skippedSteps: 0,
    totalSteps: 2,
    percent: 0,
  }

  it('adds a tick in order and removes an untick, leaving other steps alone', () => {
    const ticked = withTick(base, { stepId: 1, index: 0, done: true })
    expect(ticked.steps[0]?.checked).toEqual([0, 2])
    expect(withTick(ticked, { stepId: 1, index: 2, done: false }).steps[0]?.checked).toEqual([0])
    expect(ticked.steps[1]).toBe(base.steps[1])
    expect(withTick(base, { stepId: 1, index: 2, done: true }).steps[0]?.checked).toEqual([2])
  })
})
