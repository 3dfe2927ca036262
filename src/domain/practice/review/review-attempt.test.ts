import { describe, expect, it } from 'vitest'
import {
  attemptKindOf,
  isFirstPass,
  latestPracticeNote,
  personalBests,
  skillTrends,
} from '../history'
import { getScenario } from '../scenarios'
import { reviewAttempt, reviewScenarioId } from './review-attempt'
import { reviewText } from './review-text'
import { strongColdEmail, weakColdEmail } from './testing/sample-texts'

const day = (d: number) => new Date(`2026-01-0${String(d)}T10:00:00Z`)

describe('reviews in practice history (issue 31, item 6)', () => {
  const weak = reviewAttempt(reviewText(weakColdEmail), 'r1', day(1))
  const strong = reviewAttempt(reviewText(strongColdEmail), 'r2', day(2))

  it('keeps the score and checks of a review, never its text', () => {
    expect(weak).toMatchObject({
      kind: 'review',
      scenarioId: 'review-cold-email',
      scenarioTitle: 'Review: Cold email',
      outcome: 'reviewed',
      passed: false,
    })
    expect(strong.passed).toBe(true)
    expect(JSON.stringify(strong)).not.toContain('Larkspur')
    expect(reviewScenarioId('resume_bullets')).toBe('review-resume-bullets')
  })

  it('pays only the first passing review of a format', () => {
    expect(isFirstPass([weak, strong], weak)).toBe(false)
    expect(isFirstPass([weak, strong], strong)).toBe(true)
    const again = reviewAttempt(reviewText(strongColdEmail), 'r3', day(3))
    expect(isFirstPass([weak, strong, again], again)).toBe(false)
  })

  it('puts review checks on the skill trends and bests, and names them in the note', () => {
    const trends = skillTrends([weak, strong])
    expect(trends.find((t) => t.skill === 'Writing')).toMatchObject({ attempts: 2 })
    expect(personalBests([weak, strong])).toEqual([
      expect.objectContaining({ scenarioId: 'review-cold-email', best: strong.score, attempts: 2 }),
    ])
    expect(latestPracticeNote([strong])).toBe('Your last cold email review passed every check.')
    expect(latestPracticeNote([weak])).toMatch(/^Your last cold email review missed one check: /)
  })

  it('tells an interview from a call, the discovery exercise included', () => {
    expect(attemptKindOf(getScenario('interview-sdr-screen')!)).toBe('interview')
    expect(attemptKindOf(getScenario('interview-mock-discovery')!)).toBe('interview')
    expect(attemptKindOf(getScenario('tell-me-about-yourself')!)).toBe('interview')
    expect(attemptKindOf(getScenario('cold-call-opener')!)).toBe('call')
  })
})
