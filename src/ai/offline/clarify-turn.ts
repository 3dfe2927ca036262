import type { SituationCard } from './situations'
import { cardIds } from './situations/card-ids'
import { answer, type OfflineAnswer } from './card-answer'
import type { ComposeContext } from './compose-context'
import { composeClarifying } from './compose-turns'
import type { Understanding } from './understand'

/**
 * Replies that take no care around them: distress mode and the crisis answer are care already;
 * a detour the person chose ("totally random, but...") is answered as asked, with the way back.
 */
export const careGiven: ReadonlySet<string> = new Set([
  cardIds.distress_general,
  cardIds.crisis_self_harm,
  cardIds.off_topic,
])

/** One clarifying question; its readings are the ones it offers. */
export function clarifyWith(
  cards: readonly SituationCard[],
  u: Understanding,
  c: ComposeContext,
): OfflineAnswer {
  // Small talk is no reading to offer ("hello"), nor a card whose words the message lacks.
  const cued = (k: SituationCard) => !k.offerOnCue || u.ranked.some((r) => r.card === k)
  const offered = [...new Set(cards)].filter((k) => k.area !== 'conversation' && cued(k))
  const text = composeClarifying(offered.slice(0, 3), c)
  return withReadings(
    answer(offered[0]?.id ?? cardIds.off_topic, u, text, true),
    offered.map((card) => card.id),
  )
}

export function withReadings(
  reply: OfflineAnswer,
  readings: readonly (string | SituationCard)[],
): OfflineAnswer {
  const ids = readings.map((r) => (typeof r === 'string' ? r : r.id))
  const merged = [reply.situation, ...ids.filter((id) => id !== reply.situation)]
  return { ...reply, readings: reply.clarifying ? ids.slice(0, 3) : merged.slice(0, 3) }
}
