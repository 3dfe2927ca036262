import { z } from 'zod'
import { roleIds } from '@/domain/catalogue'
import { cueGroupSchema } from '../cue-groups'
import { cardIds, type CardId } from '../situations/card-ids'

/**
 * Schemas of the understanding rules kept as data (data/rules/*.json). Each loader parses its file
 * with these when the module loads, so a typo in a card id or a broken pattern fails at once, and
 * rule-schemas.test.ts checks every file in the folder against its schema.
 */

const cardIdList = Object.values(cardIds) as [CardId, ...CardId[]]

/** A card named in a data file: one of the typed ids, so the list checks it as the compiler would. */
export const cardIdSchema = z.enum(cardIdList)

function compiles(source: string): boolean {
  try {
    new RegExp(source)
    return true
  } catch {
    return false
  }
}

/** A regular expression written as its source ("\\d" in JSON is \d); compiled once at load. */
export const patternSchema = z.string().min(1).refine(compiles, 'not a valid regular expression')

/** Phrases in the cue syntax of `hasCue` ("stem*" matches by stem). */
export const phrasesSchema = z.array(z.string().min(1))

/** Who did what: see data/rules/clauses.json. '@name' in a phrase list stands for lists[name]. */
export const clauseFileSchema = z.strictObject({
  $comment: z.string(),
  lists: z.record(z.string(), phrasesSchema),
  rules: z.array(
    z.strictObject({
      card: cardIdSchema,
      why: z.string().optional(),
      actors: phrasesSchema,
      actions: phrasesSchema,
      weight: z.number(),
    }),
  ),
})

/** Chat spellings and other wordings: see data/rules/spellings.json. */
export const spellingFileSchema = z.strictObject({
  $comment: z.string(),
  words: z.record(z.string(), z.string()),
  phrases: z.array(
    z.strictObject({
      why: z.string(),
      pairs: z.array(z.tuple([z.string().min(1), z.string().min(1)])),
    }),
  ),
})

/** Whose event a message reports: see data/rules/event-owner.json. */
export const eventOwnerFileSchema = z.strictObject({
  $comment: z.string(),
  // Plain words only: they are joined into a pattern.
  people: z.array(z.string().regex(/^[a-z ]+$/)),
  parts: z.record(z.string(), z.string()),
  rewrites: z.array(
    z.strictObject({
      why: z.string(),
      re: z.string().min(1),
      to: z.string(),
      onlyIf: z.string().optional(),
    }),
  ),
})

const namedPhrases = z.record(z.string(), phrasesSchema)

/** Methods, certifications, tools and number words: see data/rules/entities.json. */
export const entityFileSchema = z.strictObject({
  $comment: z.string(),
  methods: namedPhrases,
  certifications: namedPhrases,
  tools: namedPhrases,
  numberWords: z.record(z.string().regex(/^[a-z]+$/), z.number().int().positive()),
  stages: z.array(
    z.strictObject({ stage: z.enum(['startup', 'scaleup', 'enterprise']), re: patternSchema }),
  ),
})

/** Words of pay figures: see data/rules/pay-figures.json. */
export const payFileSchema = z.strictObject({
  $comment: z.string(),
  currentWords: z.array(z.string().regex(/^[a-z]+$/)),
  catchUp: z.array(z.string().regex(/^[a-z ]+$/)).min(1),
  labels: z.array(
    z.strictObject({
      label: z.enum(['base', 'variable', 'ote']),
      words: z.array(z.string().regex(/^[a-z]+$/)),
    }),
  ),
})

/** Feeling words: see data/rules/feelings.json. */
export const feelingFileSchema = z.strictObject({
  $comment: z.string(),
  nerves: phrasesSchema,
  self_doubt: phrasesSchema,
  phone: phrasesSchema,
})

const patterns = z.array(patternSchema)

/** Crisis shapes, dark words and the sales talk that borrows them: see data/rules/crisis-shapes.json. */
export const crisisFileSchema = z.strictObject({
  $comment: z.string(),
  selfHarm: patterns,
  warningSigns: patterns,
  darkWords: patternSchema,
  salesSenses: patterns,
})

const explained = z.strictObject({ why: z.string(), re: patternSchema })

/** The two halves of an ask to mislead: see data/rules/mislead-shapes.json. */
export const misleadFileSchema = z.strictObject({
  $comment: z.string(),
  order: explained,
  orderAfterWords: explained,
  ownDoing: explained,
  deceit: explained,
  conceal: explained,
  untrue: z.strictObject({ why: z.string(), res: patterns }),
  denial: explained,
})

/** Dialogue-act patterns in order (the act names are checked against dialogueActs on load). */
export const actFileSchema = z.strictObject({
  $comment: z.string(),
  patterns: z.array(z.strictObject({ act: z.string(), re: patternSchema })),
})

/** The kinds of follow-up (understand/follow-up.ts). */
export const followUpKinds = [
  'repair',
  'what_to_say',
  'this_week',
  'did_it',
  'realistic',
  'if_not',
  'pick',
  'quit',
  'give_it',
  'instead',
  'runway',
  'how_long',
  'why',
  'what_next',
  'more',
  'will_do',
] as const

/** Follow-up patterns in order: see data/rules/follow-ups.json. */
export const followUpFileSchema = z.strictObject({
  $comment: z.string(),
  patterns: z.array(
    z.strictObject({ kind: z.enum(followUpKinds), why: z.string(), re: patternSchema }),
  ),
  restated: z.strictObject({ why: z.string(), pushback: patternSchema, ask: patternSchema }),
})

const cardList = z.array(cardIdSchema)

/**
 * Named patterns, each with why it is there. The keys are checked by the compiler, not here: the
 * loaders read them from the file's own JSON type, so a key the code reads and the file lacks
 * fails the type check (see `checkedFile`).
 */
const namedPatterns = z.record(z.string(), explained)

/** The file checked by its schema, typed as its JSON is written (the keys named as they are). */
export function checkedFile<T>(schema: z.ZodType, file: T): T {
  schema.parse(file)
  return file
}

/** Each named pattern compiled once. */
export function compiled<K extends string>(
  patterns: Readonly<Record<K, { re: string }>>,
): Record<K, RegExp> {
  const entries = Object.entries<{ re: string }>(patterns).map(([key, p]) => [
    key,
    new RegExp(p.re),
  ])
  return Object.fromEntries(entries) as Record<K, RegExp>
}

/** When a card that scored is no reading: see data/rules/eligibility.json. */
export const eligibilityFileSchema = z.strictObject({
  $comment: z.string(),
  patterns: namedPatterns,
})

/** Words of the extra scoring rules: see data/rules/entity-bonus.json. */
export const entityBonusFileSchema = z.strictObject({
  $comment: z.string(),
  patterns: namedPatterns,
})

/** Cards and words of the preference rules: see data/rules/preferences.json. */
export const preferenceFileSchema = z.strictObject({
  $comment: z.string(),
  feelingCards: cardList,
  leavingCards: cardList,
  pipCauses: cardList,
  patterns: namedPatterns,
})

/** When a switcher card applies: see data/rules/switchers.json. */
export const switcherFileSchema = z.strictObject({
  $comment: z.string(),
  switchCues: cueGroupSchema,
  jobTitles: phrasesSchema,
  selfForms: z.array(z.string().includes('{w}')),
  personForms: z.array(z.string().includes('{w}')),
  alreadyWords: phrasesSchema,
  movingWords: phrasesSchema,
})

/** How people name catalogue roles: see data/rules/role-names.json. */
export const roleNamesFileSchema = z.strictObject({
  $comment: z.string(),
  aliases: z.record(z.enum(roleIds), phrasesSchema),
})

/** Sales fields outside the catalogue: see data/rules/fields.json. */
export const fieldFileSchema = z.strictObject({
  $comment: z.string(),
  fields: z.array(z.strictObject({ field: z.string().min(1), re: patternSchema })),
  techAfter: patternSchema,
})

/** Every rule file by name, so the test can hold each file in the folder to its schema. */
export const ruleFileSchemas: Readonly<Record<string, z.ZodType>> = {
  'clauses.json': clauseFileSchema,
  'crisis-shapes.json': crisisFileSchema,
  'dialogue-acts.json': actFileSchema,
  'eligibility.json': eligibilityFileSchema,
  'entities.json': entityFileSchema,
  'entity-bonus.json': entityBonusFileSchema,
  'event-owner.json': eventOwnerFileSchema,
  'feelings.json': feelingFileSchema,
  'fields.json': fieldFileSchema,
  'follow-ups.json': followUpFileSchema,
  'mislead-shapes.json': misleadFileSchema,
  'pay-figures.json': payFileSchema,
  'preferences.json': preferenceFileSchema,
  'role-names.json': roleNamesFileSchema,
  'spellings.json': spellingFileSchema,
  'switchers.json': switcherFileSchema,
}
