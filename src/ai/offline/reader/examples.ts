import type { SituationCard } from '../situations'
import type { Example } from './train'

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
