import { hasCue } from '@/domain/coaching'
import { clauseRules } from './clause-table'
import { misleadOrdered } from './mislead-clause'
import { normalise } from './normalise'
import { cardIds } from '../situations/card-ids'

/** Sentences of the raw message: the rules need both halves of a clause in one of them. */
export function sentencesOf(message: string): string[] {
  return message
    .split(/(?<=[.!?])\s+|\n+/)
    .map((s) => s.trim())
    .filter((s) => s !== '')
}

/** Once a post names the actor, a later sentence opening with a pronoun is taken to be about them. */
const pronounStart = /^ (he|she|they|him|her|then he|then she|and he|and she) /

/** True when some sentence names one of the actors and, in it, one of the actions. */
function clauseMet(
  texts: readonly string[],
  actors: readonly string[],
  actions: readonly string[],
) {
  let carried = false
  for (const t of texts) {
    const named = actors.some((a) => hasCue(t, a))
    const actor = named || (carried && pronounStart.test(t))
    if (actor && actions.some((a) => hasCue(t, a))) return true
    carried = carried || named
  }
  return false
}

/** The message's sentences, normalised: what the clause rules read. */
export function clauseTexts(message: string): string[] {
  return sentencesOf(message).map((s) => normalise(s).text)
}

/** An order to claim something untrue (mislead-clause.ts) is the ask-to-mislead card's. */
const misleadBonus = 3

/** Card id -> bonus for every clause rule some sentence satisfies (each rule counts once). */
export function clauseBonus(
  message: string,
  texts = clauseTexts(message),
): ReadonlyMap<string, number> {
  const bonus = new Map<string, number>()
  for (const rule of clauseRules) {
    if (clauseMet(texts, rule.actors, rule.actions))
      bonus.set(rule.card, (bonus.get(rule.card) ?? 0) + rule.weight)
  }
  if (misleadOrdered(texts))
    bonus.set(cardIds.asked_to_mislead, (bonus.get(cardIds.asked_to_mislead) ?? 0) + misleadBonus)
  return bonus
}
