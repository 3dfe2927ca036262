import { appCards } from './app-cards'
import { everydayPhrasesFor } from './everyday'
import { careerCards } from './career-cards'
import { raiseCards } from './raise-cards'
import { commissionCards } from './commission-cards'
import { contractCards } from './contract-cards'
import { customerCards } from './customer-cards'
import { dealCards } from './deal-cards'
import { dealTroubleCards } from './deal-trouble-cards'
import { objectionCards } from './objection-cards'
import { jobMaterialCards } from './job-material-cards'
import { jobSearchCards } from './job-search-cards'
import { newJobCards } from './new-job-cards'
import { methodCards } from './method-cards'
import { moveCards } from './move-cards'
import { moveUpCards } from './move-up-cards'
import { offerCards } from './offer-cards'
import { negotiationCards } from './negotiation-cards'
import { payCards } from './pay-cards'
import { peopleCards } from './people-cards'
import { pressureCards } from './pressure-cards'
import { prospectingCards } from './prospecting-cards'
import { roleCards } from './role-cards'
import { durations } from './durations'
import { scripts } from './scripts'
import type { SituationCard } from './situation-types'
import { skillCards } from './skill-cards'
import { startupCards } from './startup-cards'
import { switcherCards } from './switcher-cards'
import { triageCards } from './triage-cards'
import { workplaceCards } from './workplace-cards'

export type { FactRef, SituationCard } from './situation-types'
export { switcherApplies } from './switcher-rules'
export { scriptFor } from './scripts'

/** The cards as written, in tie-breaking order: safety first, then the more specific areas. */
const writtenCards: readonly SituationCard[] = [
  ...triageCards,
  ...commissionCards,
  ...pressureCards,
  ...workplaceCards,
  ...peopleCards,
  ...switcherCards,
  ...careerCards,
  ...raiseCards,
  ...roleCards,
  ...offerCards,
  ...negotiationCards,
  ...startupCards,
  ...contractCards,
  ...moveCards,
  ...moveUpCards,
  ...jobSearchCards,
  ...newJobCards,
  ...jobMaterialCards,
  ...payCards,
  ...methodCards,
  ...skillCards,
  ...prospectingCards,
  ...dealTroubleCards,
  ...customerCards,
  ...dealCards,
  ...objectionCards,
  ...appCards,
]

/** Every situation card, its cues joined by the everyday phrases people use for it, and its script. */
export const situationCards: readonly SituationCard[] = writtenCards.map((card) => {
  // A phrase the card already lists keeps the card's weight: repeating a cue would add to it.
  const known = new Set(card.cues.map((c) => c.cue))
  const everyday = everydayPhrasesFor(card.id).filter((c) => !known.has(c.cue))
  const script = scripts[card.id]
  // A switcher asking "how long will it take to get hired?" gets the breaking-in answer.
  const howLong =
    durations[card.id] ?? (card.area === 'switcher' ? durations.breaking_in : undefined)
  return {
    ...card,
    cues: [...card.cues, ...everyday],
    ...(script === undefined ? {} : { script }),
    ...(howLong === undefined ? {} : { howLong }),
  }
})

const byId = new Map(situationCards.map((card) => [card.id, card]))
const writtenById = new Map(writtenCards.map((card) => [card.id, card]))

/**
 * The words that chose a card, which therefore cannot choose among its points: its title and its
 * own cues. The everyday phrases are left out: "no degree" finds the breaking-in card, and then
 * should still bring its point about degrees to the front.
 */
export function topicWordsOf(card: SituationCard): string[] {
  const written = writtenById.get(card.id) ?? card
  return [card.title, ...written.cues.map((c) => c.cue.replace('*', ''))]
}

export function cardFor(id: string): SituationCard | undefined {
  return byId.get(id)
}
