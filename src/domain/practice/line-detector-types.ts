/**
 * What the practice room reads in one rep line, criterion by criterion. Each criterion is a table
 * of patterns plus examples in detector-tables/*.json (README, "Detectors as data"); the labelled
 * lines in tests/practice-eval measure them (npm run practice:eval).
 */
export const lineCriteria = [
  'permission',
  'reason',
  'acknowledgement',
  'open_question',
  'closed_question',
  'quantified_pain',
  'decision_process',
  'next_step',
  'monologue',
  'pushiness',
  'pitch',
  'small_talk',
  'insult',
  'gibberish',
] as const

export type LineCriterion = (typeof lineCriteria)[number]

export type LineVerdicts = Record<LineCriterion, boolean>

/**
 * One criterion as data. A unit of text (the line, each sentence, or the first sentence, by
 * `scope`) hits when it has at least `minWords` and at most `maxWords` words, shows a signal (one of `any` matches, or
 * every group in `all` has a match, or the `tokens` rule holds; a table with none of the three
 * needs no signal), nothing in `unless` matches and no criterion in `unlessCriteria` hits the same
 * unit. Patterns are regular expressions over the
 * normalised text; {NAME} is replaced by the shared piece of that name.
 */
export interface DetectorTable {
  criterion: LineCriterion
  label: string
  means: string
  scope: 'line' | 'sentence' | 'first_sentence'
  any?: readonly string[]
  all?: readonly (readonly string[])[]
  unless?: readonly string[]
  unlessCriteria?: readonly LineCriterion[]
  minWords?: number
  maxWords?: number
  tokens?: { nonWord: readonly string[]; exempt: readonly string[]; minShare: number }
  examples: { hit: readonly string[]; miss: readonly string[] }
}

export interface SharedPieces {
  about: string
  pieces: Record<string, string>
}
