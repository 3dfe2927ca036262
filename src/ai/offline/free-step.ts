import { distressInThread } from './compose-answer'
import type { SituationCard } from './situations'
import type { Understanding } from './understand'
import { minScore } from './understand/score-levels'

/** Past this many words a message is a personal story, answered without a paid step. */
const storyWords = 60

/**
 * Below this confidence the reading is a close call: a step that costs credits could sell the
 * wrong thing (a rep asked to fudge a record is no customer for a demo course), so the free
 * practice comes instead.
 */
export const paidStepConfidence = 0.6

/**
 * Trouble at work (a manager, a PIP, a territory, a colleague) is never a moment to sell a step,
 * and neither is the reply to someone who has just told a long story about their situation:
 * they get advice and a free practice, not a credits offer.
 */
export function mustBeFree(
  u: Understanding,
  card: SituationCard | undefined,
  earlier: readonly Understanding[],
): boolean {
  return (
    distressInThread(u, earlier) ||
    card?.safety !== undefined ||
    card?.area === 'triage' ||
    u.input.words > storyWords ||
    // Trouble at work among the readings, even one that did not win ("how do I prepare a mock
    // pitch? my manager said I might be let go").
    u.ranked.some((r) => r.card.area === 'triage' && r.score >= minScore)
  )
}
