import { z } from 'zod'
import draftFile from './data/drafts.json' with { type: 'json' }
import { patternSchema } from './understand/rule-schemas'
import { cardIds } from './situations/card-ids'

/** The drafts "write me ..." can ask for; their words are data (data/drafts.json). */
export const draftKinds = [
  'linkedin_message',
  'follow_up_email',
  'cold_email',
  'interview_thank_you',
  'promotion_case',
  'plan_30_60_90',
  'decline_offer',
  'counter_offer',
  'meeting_recap',
] as const
export type DraftKind = (typeof draftKinds)[number]

/** The person's facts a draft is filled with, and two worded from them (see the file's comment). */
const placeholders = [
  'name',
  'company',
  'current',
  'target',
  'strengths',
  'progress',
  'toBuyer',
  'aTarget',
] as const
export type DraftValues = Readonly<Record<(typeof placeholders)[number], string>>

const placeholder = /\{(\w+)\}/g

/** A text whose every {placeholder} is one the code fills. */
const template = z
  .string()
  .min(1)
  .refine(
    (text) =>
      [...text.matchAll(placeholder)].every(([, key]) =>
        (placeholders as readonly string[]).includes(key ?? ''),
      ),
    'unknown placeholder',
  )

const draftSchema = z.strictObject({
  label: z.string().min(1),
  situation: z.enum(Object.values(cardIds)),
  intro: template,
  quote: template,
  after: template,
  short: template,
})

const toneSchema = z.strictObject({
  tip: z.string().min(1),
  swaps: z.array(z.tuple([patternSchema, z.string()])),
})

export const draftFileSchema = z.strictObject({
  $comment: z.string(),
  drafts: z.strictObject(
    Object.fromEntries(draftKinds.map((kind) => [kind, draftSchema])) as Record<
      DraftKind,
      typeof draftSchema
    >,
  ),
  tones: z.strictObject({ casual: toneSchema, formal: toneSchema }),
})

export const draftTable = draftFileSchema.parse(draftFile)

/**
 * A template with its placeholders filled. One pass over the template: a company name the
 * person typed is never read again as a placeholder.
 */
export function filled(text: string, values: DraftValues): string {
  return text.replace(placeholder, (_match, key: keyof DraftValues) => values[key])
}
