import { z } from 'zod'
import formatsJson from './data/formats.json' with { type: 'json' }
import {
  reviewCriterionIds,
  textFormats,
  type ReviewCriterionId,
  type TextFormat,
} from './review-types'

/** Spoken texts are timed at about 150 words a minute. */
export const WORDS_PER_SECOND = 2.5

export interface FormatRule {
  label: string
  /** The body's length in words (written texts) or seconds (spoken ones); per bullet for bullets. */
  length: { unit: 'words' | 'seconds'; min: number; max: number; perBullet?: boolean }
  criteria: readonly ReviewCriterionId[]
  /** Criterion labels in this format's words, where the shared one would not fit. */
  labels?: Partial<Record<ReviewCriterionId, string>>
}

const criterionId = z.enum(reviewCriterionIds)

export const formatsFileSchema = z.strictObject({
  $comment: z.string().min(20),
  criterionLabels: z.record(criterionId, z.string().min(1)),
  formats: z.record(
    z.enum(textFormats),
    z.strictObject({
      label: z.string().min(1),
      length: z.strictObject({
        unit: z.enum(['words', 'seconds']),
        min: z.number().int().positive(),
        max: z.number().int().positive(),
        perBullet: z.boolean().optional(),
      }),
      criteria: z.array(criterionId).min(1),
      labels: z.partialRecord(criterionId, z.string().min(1)).optional(),
    }),
  ),
})

const formatsFile = formatsFileSchema.parse(formatsJson)

/** Per-format criteria as data (data/formats.json): what a cold email is judged on differs from a resume bullet. */
export const formatTable: Record<TextFormat, FormatRule> = formatsFile.formats

/** The shared label of each criterion. */
export const criterionLabels: Record<ReviewCriterionId, string> = formatsFile.criterionLabels

export function criterionLabel(format: TextFormat, id: ReviewCriterionId): string {
  return formatTable[format].labels?.[id] ?? criterionLabels[id]
}

export function lengthText(format: TextFormat): string {
  const { unit, min, max, perBullet } = formatTable[format].length
  return `${String(min)} to ${String(max)} ${unit}${perBullet ? ' a bullet' : ''}`
}
