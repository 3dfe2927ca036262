import { situationCards, type SituationCard } from '../situations'
import askedWords from './asked-words.json' with { type: 'json' }
import type { AskedWordTable } from './asked-words'
import { contentStems } from './word-model'
import { cardIds } from '../situations/card-ids'

/**
 * How close a message's words are to each situation, as a cosine between TF-IDF vectors: one
 * document per card, made of what the card says and of how real people worded that situation
 * (asked-words.json). The cue tables are precise but only know the phrasings someone wrote down;
 * this reads the words around them. It orders the cue tables' candidates (classify.ts) and never
 * makes a card a candidate on its own.
 *
 * Measured before it joined, on 193 dev questions each scored by the coach of the day before
 * they were added (so neither the cues nor this table had seen them): 73 right by the cues alone,
 * 81 with this ordering among the cues' candidates. Cards alone, without the people's words,
 * gained nothing (75).
 */

type Vector = Map<string, number>

function cardStems(card: SituationCard): string[] {
  const parts = [
    ...card.cues.map(({ cue }) => cue.replace('*', '')),
    card.title,
    card.answer,
    ...card.points,
    card.why,
    card.askBack ?? '',
    card.acknowledge ?? '',
  ]
  return parts.flatMap(contentStems)
}

function termCounts(card: SituationCard, asked: AskedWordTable): Map<string, number> {
  const counts = new Map<string, number>()
  for (const stem of cardStems(card)) counts.set(stem, (counts.get(stem) ?? 0) + 1)
  for (const [stem, n] of Object.entries(asked[card.id] ?? {}))
    counts.set(stem, (counts.get(stem) ?? 0) + n)
  return counts
}

/** Unit-length vector of log-damped counts weighted by how rare each stem is across cards. */
function unitVector(counts: ReadonlyMap<string, number>, idf: ReadonlyMap<string, number>) {
  const vector: Vector = new Map()
  let norm = 0
  for (const [stem, n] of counts) {
    const weight = (1 + Math.log(n)) * (idf.get(stem) ?? 0)
    if (weight <= 0) continue
    vector.set(stem, weight)
    norm += weight * weight
  }
  const length = Math.sqrt(norm) || 1
  for (const [stem, weight] of vector) vector.set(stem, weight / length)
  return vector
}

type Fit = (text: string) => ReadonlyMap<string, number>

/** A fit function over the cards plus the given table of people's words. */
export function fitWith(asked: AskedWordTable): Fit {
  const docs = situationCards.map((card) => ({ id: card.id, counts: termCounts(card, asked) }))
  const holding = new Map<string, number>()
  for (const { counts } of docs)
    for (const stem of counts.keys()) holding.set(stem, (holding.get(stem) ?? 0) + 1)
  const idf = new Map([...holding].map(([stem, n]) => [stem, Math.log(docs.length / n)]))
  const cards = docs.map(({ id, counts }) => ({ id, vector: unitVector(counts, idf) }))
  return (text) => {
    const counts = new Map<string, number>()
    for (const stem of contentStems(text)) counts.set(stem, (counts.get(stem) ?? 0) + 1)
    const query = unitVector(counts, idf)
    return new Map(
      cards.map(({ id, vector }) => {
        let dot = 0
        for (const [stem, weight] of query) dot += weight * (vector.get(stem) ?? 0)
        return [id, dot]
      }),
    )
  }
}

/** Built on first use, so loading the coach does not pay for it. */
let fit: Fit | undefined

/** Card id -> cosine similarity (0..1) between the message's words and the card's. */
export function questionFit(text: string): ReadonlyMap<string, number> {
  fit ??= fitWith(askedWords)
  return fit(text)
}

/** Below this fit a card is no reading worth offering. */
export const readingFloor = 0.1
const notReadings: ReadonlySet<string> = new Set([cardIds.off_topic])

/**
 * Readings to offer in a clarifying question when the cues found fewer than two: the cards whose
 * words the message is closest to, so "Do you mean ...?" names something concrete rather than
 * only the broad choices. Cards already offered, small talk, the app and the crisis card are left
 * out.
 */
export function fitReadings(
  text: string,
  offered: readonly SituationCard[],
  count: number,
): SituationCard[] {
  const taken = new Set(offered.map((card) => card.id))
  const fit = questionFit(text)
  return (
    situationCards
      .filter((card) => !taken.has(card.id) && !notReadings.has(card.id))
      .filter((card) => card.area !== 'conversation' && card.area !== 'app')
      // "A crisis moment?" offered because a sales question says "call" (as the crisis line does)
      // would alarm; the crisis card is reached by its warning signs, never by shared words.
      .filter((card) => card.safety !== 'crisis')
      .map((card) => ({ card, fit: fit.get(card.id) ?? 0 }))
      .filter(({ fit: f }) => f >= readingFloor)
      .sort((a, b) => b.fit - a.fit)
      .slice(0, count)
      .map(({ card }) => card)
  )
}
