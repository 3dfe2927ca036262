import type { ComposeContext } from './compose-answer'
import { composeClarifying } from './compose-turns'
import type { SituationCard } from './situations'
import { questionBefore } from './repair-turn'
import { understand } from './understand'

/**
 * "That's not what I asked": Becky answered a different reading of the person's question. She
 * says so and offers the other readings of that question as choices (picking one answers the
 * original question, clarify-choice.ts), or asks for it in one line when there is no other.
 */

export function composeRepair(thread: SituationCard, c: ComposeContext): string {
  const question = questionBefore(c.history) ?? ''
  const others = understand(question)
    .ranked.map((r) => r.card)
    .filter((card) => card.id !== thread.id && card.area !== 'conversation')
    .slice(0, 3)
  const sorry = `Sorry, I answered a different question from the one you asked.`
  if (others.length < 2)
    return `${sorry} Could you put it in one line: what you want to decide, or what you want to happen?`
  return `${sorry}\n\n${composeClarifying(others, c)}`
}
