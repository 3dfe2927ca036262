import type { PracticeAttempt } from '../history'
import { PASS_MARK } from '../practice-types'
import type { TextFormat, TextReview } from './review-types'

/**
 * A review of a pasted text as practice history keeps it (issue 31, item 6): its score and which
 * checks were met, never the text itself. Each format is its own "scenario", so the first passing
 * review of a cold email earns credits once, like the first pass of a call.
 */

/** 'review-cold-email': the history's scenario id (and credit key) of a format's reviews. */
export const reviewScenarioId = (format: TextFormat): string =>
  `review-${format.replace(/_/g, '-')}`

export function reviewAttempt(review: TextReview, id: string, at: Date): PracticeAttempt {
  return {
    id,
    kind: 'review',
    scenarioId: reviewScenarioId(review.format),
    scenarioTitle: `Review: ${review.formatLabel}`,
    finishedAt: at.toISOString(),
    score: review.score,
    passed: review.score >= PASS_MARK,
    outcome: 'reviewed',
    results: review.criteria.map((c) => ({ id: c.id, passed: c.met })),
  }
}
