import { describe, expect, it } from 'vitest'
import {
  isFirstPass,
  latestPracticeNote,
  personalBests,
  skillTrends,
  type PracticeAttempt,
} from './history'

const attempt = (id: string, day: number, score: number, next: boolean): PracticeAttempt => ({
  id,
  scenarioId: 'discovery-call',
  scenarioTitle: 'Discovery call',
  finishedAt: `2026-01-${String(day).padStart(2, '0')}T10:00:00Z`,
  score,
  passed: score >= 80,
  outcome: next ? 'goal_reached' : 'ended_by_user',
  results: [
    { id: 'open_questions', passed: true },
    { id: 'next_step', passed: next },
  ],
})

describe('practice history', () => {
  const attempts = [1, 2, 3]
    .map((d) => attempt(`a${d}`, d, 50, false))
    .concat([4, 5, 6].map((d) => attempt(`a${d}`, d, 100, true)))

  it('shows a skill improving when recent attempts pass more of it', () => {
    const closing = skillTrends(attempts).find((t) => t.skill === 'Closing')!
    expect(closing.direction).toBe('improving')
    expect(closing.recentRate).toBe(100)
    expect(skillTrends(attempts).find((t) => t.skill === 'Questioning')!.direction).toBe('steady')
  })

  it('keeps the personal best per scenario', () => {
    expect(personalBests(attempts)).toEqual([
      expect.objectContaining({
        scenarioId: 'discovery-call',
        best: 100,
        attempts: 6,
        passed: true,
      }),
    ])
  })

  it('knows the first pass of a scenario only once', () => {
    expect(isFirstPass(attempts.slice(0, 4), attempts[3]!)).toBe(true)
    expect(isFirstPass(attempts, attempts[4]!)).toBe(false)
  })

  it('gives the coach one sentence about the latest attempt', () => {
    expect(latestPracticeNote(attempts.slice(0, 2))).toBe(
      'Your last discovery call practice missed one check: asked for a specific next step.',
    )
    expect(latestPracticeNote([])).toBeNull()
  })
})
