import { situationCards, type SituationCard } from '../situations'
import { inverseDocumentFrequency, type WordDoc } from './word-model'

/**
 * Word statistics over the situation cards (their cues, title and text), used to tell
 * which words in a message are distinctive enough to steer the reply's points. Built from the
 * cards alone, such a model gained nothing as a second classifier; ordering a letter's readings
 * needs people's words as well (question-fit.ts).
 */

function docOf(card: SituationCard): WordDoc {
  const text = [card.answer, card.why, ...card.points, card.acknowledge ?? ''].join(' ')
  return {
    id: card.id,
    texts: [...card.cues.map(({ cue }) => cue.replace('*', '')), card.title, text],
  }
}

/** Built on first use, so loading the coach does not pay for it. */
let idf: Map<string, number> | undefined

/**
 * How much a shared word says about a topic: 0 for words every situation uses ("sales", "job"),
 * higher for rarer ones ("unemployment", "severance").
 */
export function wordWeight(stem: string): number {
  idf ??= inverseDocumentFrequency(situationCards.map(docOf))
  return idf.get(stem) ?? 0
}
