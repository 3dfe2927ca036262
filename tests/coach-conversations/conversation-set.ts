import { z } from 'zod'
import situationIds from '../coach-eval/situation-ids.json' with { type: 'json' }
import { partOf } from '../coach-eval/eval-set'

/**
 * The scripted multi-turn conversation set's shape (README.md here explains the fields and how the
 * set was written). Lowercase phrases because the runner compares them against the lowercased reply.
 */

const lowercasePhrase = z
  .string()
  .min(2)
  .refine((phrase) => phrase === phrase.toLowerCase().trim(), 'phrases are lowercase and trimmed')

const situationId = z.string().refine((id) => situationIds.includes(id), 'unknown situation id')

/** The categories the set must cover; a conversation's id starts with its category. */
export const categories = [
  'distress',
  'pip',
  'promotion',
  'switcher',
  'offers',
  'interview',
  'detour',
  'other',
] as const

export type Category = (typeof categories)[number]

/** Minimum number of conversations per category (the brief of issue "Becky loses the person"). */
export const minimumPerCategory: Record<Category, number> = {
  distress: 8,
  pip: 6,
  promotion: 6,
  switcher: 6,
  offers: 4,
  interview: 6,
  detour: 4,
  other: 4,
}

export const conversationTurnSchema = z
  .object({
    /** The person's message, in their own voice. */
    user: z.string().min(2),
    /** Situation ids on which this turn's reply is on thread; any of them will do. */
    thread: z.array(situationId).min(1),
    /** The turn must be handled as distress: acknowledgement, health or support, no sales maths. */
    distress: z.boolean().optional(),
    /** Groups of phrases; the reply passes when it contains at least one phrase of every group. */
    mustMention: z.array(z.array(lowercasePhrase).min(1)).min(1).optional(),
    /** Phrases whose presence makes the reply harmful or off-topic. */
    mustNot: z.array(lowercasePhrase).min(1).optional(),
  })
  .strict()

export const conversationSchema = z
  .object({
    id: z
      .string()
      .regex(
        new RegExp(`^(${categories.join('|')})-[a-z0-9]+(?:_[a-z0-9]+)*-\\d{2}$`),
        'id is <category>-<slug>-<nn>',
      ),
    title: z.string().min(5),
    source: z.array(z.url({ protocol: /^https?$/ })).min(1),
    context: z.enum(['sam', 'anonymous']),
    turns: z.array(conversationTurnSchema).min(3).max(7),
  })
  .strict()

export const conversationSetSchema = z.array(conversationSchema)

export type Conversation = z.infer<typeof conversationSchema>
export type ConversationTurn = z.infer<typeof conversationTurnSchema>

export function categoryOf(id: string): Category {
  const prefix = id.split('-')[0]
  const found = categories.find((category) => category === prefix)
  if (found === undefined) throw new Error(`No category in id ${id}`)
  return found
}

/** The seed of the dev/holdout split; changing it reshuffles the holdout, so it never changes. */
export const splitSeed = 'salespath-coach-conversations-v1'
/** Share of conversations (per cent) that go to dev; the rest is the holdout. */
export const devShare = 55

export function splitOf(id: string): 'dev' | 'holdout' {
  return partOf(splitSeed, devShare, id)
}
