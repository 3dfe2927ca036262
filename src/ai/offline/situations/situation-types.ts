import type { CardData } from './card-schema'
import type { RoleId } from '@/domain/catalogue'
import type { WeightedCue } from '@/domain/coaching'
import type { DialogueAct } from '../understand/dialogue-act'
import type { Signal } from '../understand/triage'

/**
 * A situation card: when it applies (cues, triage signals, dialogue acts) and what Becky says
 * (the direct answer with its why, up to three points, a question back, and the next step).
 * Cards are data (data/cards/*.json, checked by card-schema.ts), reviewed like code. They carry no figures: salaries, splits, ramps and
 * timelines come from the role catalogue or the facts table, named in `facts`.
 */
export interface SituationCard {
  id: string
  /** Plain words for memory and grounding: "being on a PIP". Never shown as an id. */
  title: string
  area: 'triage' | 'career' | 'switcher' | 'pay' | 'skills' | 'app' | 'conversation'
  /** The card's own cues, then the everyday phrases people use for it. */
  cues: readonly WeightedCue[]
  /** The card's own cues only: the words that chose it (see `topicWordsOf`). */
  writtenCues: readonly WeightedCue[]
  /** Triage signals that point at this card (each adds `signalWeight`). */
  signals?: readonly Signal[]
  /** Dialogue acts that make this card more likely (each adds 1). */
  acts?: readonly DialogueAct[]
  /**
   * Safety class: `crisis` and `distress` get acknowledgement first; these and `legal`/`ethical`
   * never get a paid or product step.
   */
  safety?: 'crisis' | 'distress' | 'legal' | 'ethical'
  /** Said first after any acknowledgement: distress named specifically, in the user's terms. */
  acknowledge?: string
  /** The direct answer with the why, one or two sentences. */
  answer: string
  /** Specific points; the composer picks at most three. */
  points: readonly string[]
  /** Why the advice holds, for a "why?" follow-up. */
  why: string
  /** A question back that sharpens the next reply. */
  askBack?: string
  /**
   * What the question back asks for: it is left out when the message already gives all of it, or
   * for `background`, when the app already knows the person's current role.
   */
  askBackNeeds?: readonly ('number' | 'span' | 'background')[]
  /** Figures to add, from the catalogue or the facts table (see compose-facts.ts). */
  facts?: readonly FactRef[]
  /** Catalogue search for the next step: stems and the roadmaps to search. */
  step?: { stems: readonly string[]; roles?: readonly RoleId[] }
  /** A concrete action for this week when no roadmap step fits (never paid). */
  practice: string
  /** Words to use for "what do I say to them?". */
  script?: string
  /** A narrower script for a moment of the same situation, chosen by the normalised message. */
  scriptVariants?: readonly { when: RegExp; script: string }[]
  /** The honest answer to "how long will this take?" for the situation itself. */
  howLong?: string
  /** How long the practice takes, for "how long will that take?". */
  practiceTime?: string
  /** What memory records: a goal the situation implies, e.g. "get promoted from SDR to AE". */
  goal?: string
}

/** A figure to add: a catalogue fact of a role, a career path, or a row of the facts table. */
export type FactRef = NonNullable<CardData['facts']>[number]
