import { z } from 'zod'
import { cueGroupSchema as cueGroup } from '../cue-groups'
import { roleIds } from '@/domain/catalogue'
import { dialogueActs } from '../understand/dialogue-act'
import { signals } from '../understand/triage-cues'

const roleRef = z.enum([...roleIds, 'target', 'mentioned'])

const factRef = z.discriminatedUnion('kind', [
  z.object({ kind: z.enum(['salary', 'split', 'ramp', 'description']), role: roleRef }),
  z.object({ kind: z.literal('path'), role: z.enum(roleIds) }),
  z.object({ kind: z.literal('table'), id: z.string(), onlyFor: z.enum(dialogueActs).optional() }),
])

/**
 * One situation card as stored in `data/cards/*.json`: when it applies (cues, everyday phrases,
 * triage signals, dialogue acts) and what Becky says. `situation-types.ts` documents each field.
 */
export const cardSchema = z.strictObject({
  id: z.string().regex(/^[a-z][a-z0-9_]*$/),
  title: z.string().min(1),
  area: z.enum(['triage', 'career', 'switcher', 'pay', 'skills', 'app', 'conversation']),
  safety: z.enum(['crisis', 'distress', 'legal', 'ethical']).optional(),
  signals: z.array(z.enum(signals)).optional(),
  acts: z.array(z.enum(dialogueActs)).optional(),
  cues: z.array(cueGroup),
  everyday: z.array(cueGroup).optional(),
  acknowledge: z.string().optional(),
  answer: z.string().min(1),
  points: z.array(z.string().min(1)),
  /** Empty only for conversation cards (a greeting has no why). */
  why: z.string(),
  askBack: z.string().optional(),
  askBackNeeds: z.array(z.enum(['number', 'span', 'background'])).optional(),
  facts: z.array(factRef).optional(),
  step: z
    .strictObject({ stems: z.array(z.string()), roles: z.array(z.enum(roleIds)).optional() })
    .optional(),
  practice: z.string(),
  script: z.string().optional(),
  /** A narrower script chosen when the message matches `when` (a regular expression source). */
  scriptVariants: z.array(z.strictObject({ when: z.string(), script: z.string() })).optional(),
  howLong: z.string().optional(),
  practiceTime: z.string().optional(),
  goal: z.string().optional(),
})

export type CardData = z.infer<typeof cardSchema>
export const cardFileSchema = z.array(cardSchema)
