import { z } from 'zod'
import { cueGroupSchema as cueGroup } from '../cue-groups'
import { roleIds } from '@/domain/catalogue'
import { dialogueActs } from '../understand/dialogue-act'
import { signals } from '../understand/triage-cues'
import { draftKinds } from '../draft-table'

const roleRef = z.enum([...roleIds, 'target', 'mentioned'])

const factRef = z.discriminatedUnion('kind', [
  z.object({ kind: z.enum(['salary', 'split', 'ramp', 'description']), role: roleRef }),
  z.object({ kind: z.literal('path'), role: z.enum(roleIds) }),
  z.object({ kind: z.literal('table'), id: z.string(), onlyFor: z.enum(dialogueActs).optional() }),
])

/**
 * One situation card as stored in `data/cards/*.json`: when it applies (cues, everyday phrases,
 * triage signals, dialogue acts) and what Becky says (the direct answer with its why, up to three
 * points, a question back, and the next step). Cards are reviewed like code. They carry no
 * figures: salaries, splits, ramps and timelines come from the role catalogue or the facts
 * table, named in `facts`.
 */
export const cardSchema = z.strictObject({
  id: z.string().regex(/^[a-z][a-z0-9_]*$/),
  /** Plain words for memory and grounding: "being on a PIP". Never shown as an id. */
  title: z.string().min(1),
  area: z.enum(['triage', 'career', 'switcher', 'pay', 'skills', 'app', 'conversation']),
  /**
   * Safety class: `crisis` and `distress` get acknowledgement first; these and `legal`/`ethical`
   * never get a paid or product step.
   */
  safety: z.enum(['crisis', 'distress', 'legal', 'ethical']).optional(),
  /** Triage signals that point at this card (each adds `signalWeight`). */
  signals: z.array(z.enum(signals)).optional(),
  /** Dialogue acts that make this card more likely (each adds 1). */
  acts: z.array(z.enum(dialogueActs)).optional(),
  /**
   * Cards whose reading of a short turn in this card's thread is more of the thread: not caring
   * about work any more after a death is grief, not burnout.
   */
  absorbs: z.array(z.string()).optional(),
  /**
   * Offered in a clarifying question only when the message holds one of its cues: a menu naming
   * harassment after a story about a friend applying for the same job alarms more than it helps.
   */
  offerOnCue: z.literal(true).optional(),
  /** Small talk that counts only in a message that does nothing else (no ask, no news). */
  onlyAlone: z.literal(true).optional(),
  /** The card's own cues: the words that chose it (see `topicWordsOf`). */
  cues: z.array(cueGroup),
  /** The everyday phrases people use for it. */
  everyday: z.array(cueGroup).optional(),
  /** Said first after any acknowledgement: distress named specifically, in the user's terms. */
  acknowledge: z.string().optional(),
  /** The direct answer with the why, one or two sentences. */
  answer: z.string().min(1),
  /** Specific points; the composer picks at most three. */
  points: z.array(z.string().min(1)),
  /**
   * Why the advice holds, for a "why?" follow-up. Empty only for conversation cards (a greeting
   * has no why).
   */
  why: z.string(),
  /** A question back that sharpens the next reply. */
  askBack: z.string().optional(),
  /**
   * What the question back asks for: it is left out when the message already gives all of it, or
   * for `background`, when the app already knows the person's current role.
   */
  askBackNeeds: z.array(z.enum(['number', 'span', 'background'])).optional(),
  /**
   * Words that answer the question back when the person has used them in the conversation, one
   * group per thing it asks ("which subject or level": "3rd grade", "math"); every group must be
   * met. Phrases match at a word start of the normalised text.
   */
  askBackGiven: z.array(z.array(z.string().min(1)).min(1)).optional(),
  /** Figures to add, from the catalogue or the facts table (see compose-facts.ts). */
  facts: z.array(factRef).optional(),
  /** Catalogue search for the next step: stems and the roadmaps to search. */
  step: z
    .strictObject({ stems: z.array(z.string()), roles: z.array(z.enum(roleIds)).optional() })
    .optional(),
  /** Words that find this card's books, courses and tools when resources are asked for on it. */
  resources: z.array(z.string().min(1)).optional(),
  /** A concrete action for this week when no roadmap step fits (never paid). */
  practice: z.string(),
  /** Words to use for "what do I say to them?". */
  script: z.string().optional(),
  /**
   * A narrower script for a moment of the same situation, chosen when the normalised message
   * matches `when` (a regular expression source).
   */
  scriptVariants: z.array(z.strictObject({ when: z.string(), script: z.string() })).optional(),
  /** The draft "what do I write?" gets inside this situation (the email after "send me info"). */
  draft: z.enum(draftKinds).optional(),
  /** The honest answer to "how long will this take?" for the situation itself. */
  howLong: z.string().optional(),
  /** How long the practice takes, for "how long will that take?". */
  practiceTime: z.string().optional(),
  /** What memory records: a goal the situation implies, e.g. "get promoted from SDR to AE". */
  goal: z.string().optional(),
})

export type CardData = z.infer<typeof cardSchema>
export const cardFileSchema = z.array(cardSchema)
