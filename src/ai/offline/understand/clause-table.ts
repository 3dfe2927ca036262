import clauseFile from '../data/rules/clauses.json' with { type: 'json' }
import { clauseFileSchema } from './rule-schemas'

/**
 * One who-did-what rule: an actor and an action in the same sentence point at a card (a negative
 * weight points away from it). The rules are data (data/rules/clauses.json); clauses.ts reads them.
 */
export interface ClauseRule {
  readonly card: string
  readonly actors: readonly string[]
  readonly actions: readonly string[]
  readonly weight: number
}

const file = clauseFileSchema.parse(clauseFile)

/** A phrase list with each '@name' replaced by the shared list of that name, in place. */
function expanded(phrases: readonly string[]): string[] {
  return phrases.flatMap((phrase) => {
    if (!phrase.startsWith('@')) return [phrase]
    const list = file.lists[phrase.slice(1)]
    if (list === undefined) throw new Error(`clauses.json: no list named ${phrase}`)
    return list
  })
}

export const clauseRules: readonly ClauseRule[] = file.rules.map((rule) => ({
  card: rule.card,
  actors: expanded(rule.actors),
  actions: expanded(rule.actions),
  weight: rule.weight,
}))
