import type { CardData } from './card-schema'
import type { WeightedCue } from '@/domain/coaching'

/**
 * A situation card as the coach reads it: the stored card (card-schema.ts documents each field)
 * with its cue groups expanded and its script patterns compiled.
 */
export type SituationCard = Omit<CardData, 'cues' | 'everyday' | 'scriptVariants'> & {
  /** The card's own cues, then the everyday phrases people use for it. */
  cues: readonly WeightedCue[]
  /** The card's own cues only: the words that chose it (see `topicWordsOf`). */
  writtenCues: readonly WeightedCue[]
  scriptVariants?: readonly { when: RegExp; script: string }[]
}

/** A figure to add: a catalogue fact of a role, a career path, or a row of the facts table. */
export type FactRef = NonNullable<CardData['facts']>[number]
