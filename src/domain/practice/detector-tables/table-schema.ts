import { z } from 'zod'
import { lineCriteria } from '../line-detector-types'

/** The shape of a detector table file (line-detector-types.ts says what each field means). */

const pattern = z.string().refine((source) => {
  try {
    new RegExp(source.replace(/\{[A-Z]+\}/g, 'x'))
    return true
  } catch {
    return false
  }
}, 'not a regular expression')

const criterion = z.enum(lineCriteria)

export const detectorTableSchema = z
  .object({
    criterion,
    label: z.string().min(3),
    means: z.string().min(20),
    scope: z.enum(['line', 'sentence', 'first_sentence']),
    any: z.array(pattern).min(1).optional(),
    all: z.array(z.array(pattern).min(1)).min(1).optional(),
    unless: z.array(pattern).min(1).optional(),
    unlessCriteria: z.array(criterion).min(1).optional(),
    minWords: z.number().int().positive().optional(),
    maxWords: z.number().int().positive().optional(),
    tokens: z
      .object({
        nonWord: z.array(pattern).min(1),
        exempt: z.array(pattern),
        minShare: z.number().gt(0).lte(1),
      })
      .strict()
      .optional(),
    examples: z
      .object({ hit: z.array(z.string().min(1)).min(1), miss: z.array(z.string().min(1)).min(1) })
      .strict(),
  })
  .strict()
  .refine((t) => !(t.unlessCriteria ?? []).includes(t.criterion), 'a table cannot veto itself')

export const sharedPiecesSchema = z
  .object({
    about: z.string().min(20),
    pieces: z.record(z.string().regex(/^[A-Z]+$/), pattern),
  })
  .strict()
