import { confidentScore } from './understand/score-levels'
import type { Understanding } from './understand'
import type { SituationCard } from './situations'
import { lowerFirst } from './reply-parts'

/** Past this many words a message is a story that may ask two things. */
const storyWords = 40

/**
 * A long post often carries two questions ("on a PIP, and my manager takes my leads"): when a
 * second card is nearly as strong as the first, its direct answer follows in one line, so the
 * person is not left with half their question. Never after a safety answer unless the second
 * is one too: a promotion line under a PIP would hurt.
 */
export function secondReading(u: Understanding, card: SituationCard): string | undefined {
  if (u.input.words < storyWords) return undefined
  const [best, next] = u.ranked
  if (best?.card.id !== card.id || next === undefined) return undefined
  if (next.score < confidentScore || next.score < best.score * 0.8) return undefined
  if (next.card.area === 'conversation' || next.card.area === 'app') return undefined
  if (next.card.answer.startsWith('Here')) return undefined
  if (card.safety !== undefined && next.card.safety === undefined) return undefined
  return `If it is more about ${next.card.title}: ${lowerFirst(next.card.answer)}`
}
