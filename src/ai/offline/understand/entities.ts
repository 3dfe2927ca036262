import type { RoleId } from '@/domain/catalogue'
import { hasCue } from '@/domain/coaching'
import { rolesInText } from '../../role-mentions'
import entityFile from '../data/rules/entities.json' with { type: 'json' }
import { entityFileSchema } from './rule-schemas'

/** Step 4: the things a message names, used to tailor the answer and to break ties. */
export interface Entities {
  roles: RoleId[]
  methods: string[]
  certifications: string[]
  tools: string[]
  /** "8 meetings a month" as { value: 8, unit: 'meetings', per: 'month' }. */
  numbers: { value: number; unit: string; per?: string }[]
  /** "6 months", "two years" as months. */
  spanMonths?: number
  stage?: 'startup' | 'scaleup' | 'enterprise'
}

/** Names and the phrases that find them, as data (data/rules/entities.json). */
const names = entityFileSchema.parse(entityFile)
const methodNames: Readonly<Record<string, readonly string[]>> = names.methods
const certificationNames: Readonly<Record<string, readonly string[]>> = names.certifications
const toolNames: Readonly<Record<string, readonly string[]>> = names.tools

function named(text: string, table: Readonly<Record<string, readonly string[]>>): string[] {
  return Object.entries(table)
    .filter(([, aliases]) => aliases.some((a) => hasCue(text, a)))
    .map(([name]) => name)
}

const wordNumbers: Readonly<Record<string, number>> = names.numberWords

const numberPattern =
  / (\d+) (meetings?|calls?|dials?|emails?|demos?|deals?|opps?|opportunities|sqls?|sqos?)( (?:a|per|each) (day|week|month|quarter))?/g
/** "6 months", "two years": a figure or a number word, then the unit. */
const spanPattern = new RegExp(
  ` (\\d+|${Object.keys(wordNumbers).join('|')}) (months?|years?|weeks?) `,
)

function spanOf(text: string): number | undefined {
  const match = spanPattern.exec(text)
  if (!match) return undefined
  const [, amount = '', unit = ''] = match
  const value = /^\d+$/.test(amount) ? Number(amount) : (wordNumbers[amount] ?? 1)
  if (unit.startsWith('year')) return value * 12
  if (unit.startsWith('week')) return Math.max(1, Math.round(value / 4))
  return value
}

const stages = names.stages.map(({ stage, re }) => ({ stage, pattern: new RegExp(re) }))

function stageOf(text: string): Entities['stage'] {
  return stages.find(({ pattern }) => pattern.test(text))?.stage
}

export function entitiesOf(text: string): Entities {
  const numbers = [...text.matchAll(numberPattern)].map((m) => ({
    value: Number(m[1]),
    unit: (m[2] ?? '').replace(/s$/, ''),
    ...(m[4] === undefined ? {} : { per: m[4] }),
  }))
  const spanMonths = spanOf(text)
  const stage = stageOf(text)
  return {
    roles: rolesInText(text),
    methods: named(text, methodNames),
    certifications: named(text, certificationNames),
    tools: named(text, toolNames),
    numbers,
    ...(spanMonths === undefined ? {} : { spanMonths }),
    ...(stage === undefined ? {} : { stage }),
  }
}
