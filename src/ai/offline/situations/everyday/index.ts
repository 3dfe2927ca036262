import type { WeightedCue } from '@/domain/coaching'
import { careersAndPayPhrases } from './careers-and-pay'
import { movesAndPeoplePhrases } from './moves-and-people'
import { peopleAtWorkPhrases } from './people-at-work'
import type { EverydayPhrases } from './phrase-types'
import { skillsAndDealsPhrases } from './skills-and-deals'
import { troubleAtWorkPhrases } from './trouble-at-work'

/**
 * How people describe a situation in their own words, kept apart from the cards' wording: a card
 * says what Becky answers, these tables say how a person might put the problem ("my director
 * scheduled a performance conversation" for a PIP, "three weeks of silence" for a prospect who
 * went dark). Written by the team from how people talk, never from the holdout questions.
 */
const tables: readonly EverydayPhrases[] = [
  troubleAtWorkPhrases,
  peopleAtWorkPhrases,
  careersAndPayPhrases,
  skillsAndDealsPhrases,
  movesAndPeoplePhrases,
]

/** The everyday phrases for one situation id, from every table. */
export function everydayPhrasesFor(id: string): readonly WeightedCue[] {
  return tables.flatMap((table) => table[id] ?? [])
}

/** Ids a table names that no card has: a typo there would silently never match. */
export function unknownPhraseIds(knownIds: ReadonlySet<string>): string[] {
  return tables.flatMap((table) => Object.keys(table)).filter((id) => !knownIds.has(id))
}
