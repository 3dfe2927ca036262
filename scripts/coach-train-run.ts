import { situationCards } from '../src/ai/offline/situations'
import type { SituationCard } from '../src/ai/offline/situations'
import type { Example } from './coach-reader-train'

/**
 * Where the reader's examples come from: real messages (forum questions of the evaluation's dev
 * part, the team's wording sets, the coach's own example files) count fully; a card's cue
 * phrases are short examples that count less, so a rare situation is still known by its words.
 */

export interface LabelledMessage {
  text: string
  card: string
}

/** A cue phrase as an example: wildcards dropped; weight from the cue's own weight. */
export function cueExamples(cards: readonly SituationCard[]): Example[] {
  return cards.flatMap((card) =>
    card.cues.map((cue) => ({
      text: cue.cue.replace(/\*/g, ''),
      label: card.id,
      weight: Math.min(1, Math.max(0.2, cue.weight / 6)) * 0.5,
    })),
  )
}

export function messageExamples(messages: readonly LabelledMessage[]): Example[] {
  return messages.map((m) => ({ text: m.text, label: m.card }))
}

/** Gathers the reader's examples; loaded by scripts/coach-train.mjs. */
export function loadExamples(raw: {
  wordings: { q: string; want: string }[]
  own: LabelledMessage[]
  dev: { question: string; situation: string }[]
}): { fixed: Example[]; devExamples: Example[] } {
  const fixed = [
    ...cueExamples(situationCards),
    ...messageExamples(raw.wordings.map((w) => ({ text: w.q, card: w.want }))),
    ...messageExamples(raw.own),
  ]
  const devExamples = messageExamples(raw.dev.map((d) => ({ text: d.question, card: d.situation })))
  return { fixed, devExamples }
}
