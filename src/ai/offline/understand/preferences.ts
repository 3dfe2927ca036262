import type { SituationCard } from '../situations'
import type { DialogueAct } from './dialogue-act'
import { mentionsPhone } from './feeling'
import { confidentMargin, minScore } from './score-levels'
import { cardIds } from '../situations/card-ids'
import preferenceFile from '../data/rules/preferences.json' with { type: 'json' }
import { compiled, preferenceFileSchema } from './rule-schemas'

/** The cards and words of these rules, as data (data/rules/preferences.json). */
const table = preferenceFileSchema.parse(preferenceFile)
const patterns = compiled(preferenceFile.patterns)
const { asksToLeave, asksToMove } = patterns

/**
 * Preference rules applied after scoring: when the leading card is the generic reading of a
 * message that names something more specific (a background, a task, a decision to leave).
 */

/** A switcher card this strong has seen the background itself (its nouns weigh 5). */
const backgroundScore = 5

export /**
 * A switcher card is breaking in for one background: when the generic card leads and the person
 * named their background, the background's card takes the lead (a nurse asking how to get a foot
 * in the door wants the nurse answer).
 */
function preferBackground<T extends { card: SituationCard; score: number }>(scored: T[]): T[] {
  const generic = scored.find((r) => r.card.id === cardIds.breaking_in)
  const top = Math.max(...scored.map((r) => r.score))
  if (!generic || generic.score < top) return scored
  return scored.map((r) =>
    r.card.id.startsWith('switcher_') &&
    r.card.id !== cardIds.switcher_general &&
    r.score >= backgroundScore
      ? { ...r, score: generic.score + 1 }
      : r,
  )
}

/** Cards about a feeling in general, which yield to the task the feeling is about. */
const feelingCards: ReadonlySet<string> = new Set(table.feelingCards)

/**
 * "So nervous about my first demo" or "I feel like a fraud on every discovery call" is about the
 * demo or the discovery call: the task's card leads and the reply acknowledges the feeling.
 * Cold-call nerves keep the lead when the message talks about the phone.
 */
export function preferNamedTask<T extends { card: SituationCard; score: number }>(
  scored: T[],
  text: string,
): T[] {
  const top = Math.max(...scored.map((r) => r.score))
  const leader = scored.find((r) => r.score === top)
  if (!leader || !feelingCards.has(leader.card.id)) return scored
  if (leader.card.id === cardIds.cold_call_anxiety && mentionsPhone(text)) return scored
  const task = scored
    .filter((r) => r.card.area === 'skills' && !feelingCards.has(r.card.id))
    .filter((r) => r.score >= minScore + 1)
    .sort((a, b) => b.score - a.score)[0]
  if (!task) return scored
  return scored.map((r) => (r === task ? { ...r, score: top + 1 } : r))
}

/** Cards about leaving, which answer "should I leave?" even when the post is full of burnout. */
const leavingCards: ReadonlySet<string> = new Set(table.leavingCards)

function movesAsked(card: SituationCard, text: string): boolean {
  if (leavingCards.has(card.id)) return asksToLeave.test(text)
  return card.area === 'switcher' && asksToMove.test(text)
}

/**
 * "Should I leave sales altogether? I'm exhausted" asks about leaving, and "RN here, burned out
 * on bedside. Could I move into health tech sales?" about a switch; the burnout words explain
 * why. A card for the move asked about, close behind burnout (within the margin a clear answer
 * needs), takes the lead.
 */
export function preferLeaving<T extends { card: SituationCard; score: number }>(
  scored: T[],
  text: string,
): T[] {
  const top = Math.max(...scored.map((r) => r.score))
  const burnout = scored.find((r) => r.card.id === cardIds.burnout && r.score === top)
  if (!burnout) return scored
  const move = scored
    .filter((r) => r.score >= top - confidentMargin && movesAsked(r.card, text))
    .sort((a, b) => b.score - a.score)[0]
  if (!move) return scored
  return scored.map((r) => (r === move ? { ...r, score: top + 1 } : r))
}

/** A card about where to learn, which yields to the topic the learning is about. */
const resourceCard = cardIds.learning_resources
/** A topic this strong was named in its own words, not only as the subject of a reading list. */
const namedTopicScore = 8

/**
 * "Any podcasts for a new manager of my former peers?" asks about managing former peers: the
 * topic's card leads, and the step it suggests can still be the resource asked for.
 */
export function preferTopicOverResources<T extends { card: SituationCard; score: number }>(
  scored: T[],
): T[] {
  const top = Math.max(...scored.map((r) => r.score))
  const resources = scored.find((r) => r.card.id === resourceCard && r.score === top)
  const topic = scored
    .filter((r) => r.card.id !== resourceCard && r.card.area !== 'conversation')
    .filter((r) => r.score >= namedTopicScore)
    .sort((a, b) => b.score - a.score)[0]
  if (!resources || !topic) return scored
  return scored.map((r) => (r === topic ? { ...r, score: top + 1 } : r))
}

/**
 * "I got the offer!! Should I negotiate?" asks about negotiating; the good news is the context.
 * When the message asks, a card for what it asks, close behind the celebration, takes the lead.
 */
export function preferQuestionOverNews<T extends { card: SituationCard; score: number }>(
  scored: T[],
  act: DialogueAct,
): T[] {
  const top = Math.max(...scored.map((r) => r.score))
  // And "I was promoted to AE today", said as news, is the good news, not how promotions work.
  if (act === 'celebration') {
    const win = scored.find(
      (r) => r.card.id === cardIds.celebration && r.score >= top - confidentMargin,
    )
    return win ? scored.map((r) => (r === win ? { ...r, score: top + 1 } : r)) : scored
  }
  const news = scored.find((r) => r.card.id === cardIds.celebration && r.score === top)
  const asked = scored
    .filter((r) => r.card.id !== cardIds.celebration && r.score >= top - confidentMargin)
    .sort((a, b) => b.score - a.score)[0]
  if (!news || !asked) return scored
  return scored.map((r) => (r === asked ? { ...r, score: top + 1 } : r))
}

/** A PIP named in so many words: "pip", "performance improvement plan". */
export const namedPip = patterns.namedPip

/** Trouble that can explain a PIP without being what the person now faces. */
const pipCauses: ReadonlySet<string> = new Set(table.pipCauses)

/**
 * "Put on a PIP ... my territory got cut in half": the PIP is what the person faces now, and the
 * cut is its context (an argument the PIP answer takes up). A PIP named in so many words leads
 * over the trouble that may have caused it; bias, a job already lost and crisis keep their lead.
 */
export function preferNamedPip<T extends { card: SituationCard; score: number }>(
  scored: T[],
  text: string,
): T[] {
  const pip = scored.find((r) => r.card.id === cardIds.pip)
  const top = Math.max(...scored.map((r) => r.score))
  const leader = scored.find((r) => r.score === top)
  if (!pip || !leader || !pipCauses.has(leader.card.id) || !namedPip.test(text)) return scored
  return scored.map((r) => (r === pip ? { ...r, score: top + 1 } : r))
}
