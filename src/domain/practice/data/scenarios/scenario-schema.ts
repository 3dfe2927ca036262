import { z } from 'zod'
import { criteriaTable } from '../../criteria'
import type { CriterionId } from '../../practice-types'

/** The shape of a practice scenario record (practice-types.ts says what each field means). */

const criterionId = z.custom<CriterionId>(
  (id) => typeof id === 'string' && Object.hasOwn(criteriaTable, id),
  'not a criterion in criteria.ts',
)

const lines = z.array(z.string().min(1)).min(1)

const persona = z.strictObject({
  name: z.string().min(1),
  role: z.string().min(1),
  company: z.string().min(1),
  pains: lines,
  hiddenFacts: z.array(
    z.strictObject({ id: z.string().min(1), triggers: lines, line: z.string().min(1) }),
  ),
  objections: lines,
})

const interview = z.strictObject({
  questions: z.array(
    z.strictObject({
      ask: z.string().min(1),
      followUp: z.string().min(1),
      personal: lines.optional(),
    }),
  ),
  questionsBack: z.number().int().nonnegative(),
})

export const scenarioSchema = z.strictObject({
  id: z.string().regex(/^[a-z][a-z0-9-]*$/),
  kind: z.enum([
    'cold_call',
    'gatekeeper',
    'discovery',
    'objection',
    'manager',
    'pitch',
    'interview',
  ]),
  title: z.string().min(1),
  setting: z.string().min(1),
  persona,
  goal: z.strictObject({ text: z.string().min(1), acceptLine: z.string().includes('{when}') }),
  difficulty: z.enum(['easy', 'medium', 'hard']),
  turnLimit: z.number().int().positive(),
  openers: lines,
  personalOpeners: lines.optional(),
  objectionTurn: z.number().int().positive(),
  interestToAccept: z.number().int().positive(),
  criteria: z.array(criterionId).min(1),
  personalCues: lines,
  topics: lines,
  maxWords: z.number().int().positive(),
  grantLines: lines,
  alternatives: z.partialRecord(criterionId, z.string().min(1)).optional(),
  interview: interview.optional(),
})

/**
 * One file of scenarios: `shared` holds the fields every record in the file has unless the record
 * says otherwise, so a kind's common goal and criteria are written once.
 */
export const scenarioFileSchema = z.strictObject({
  $comment: z.string().min(20),
  shared: scenarioSchema.partial().optional(),
  scenarios: z.array(scenarioSchema.partial()).min(1),
})
