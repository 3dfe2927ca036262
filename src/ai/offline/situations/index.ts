import { appCards } from './app-cards'
import { careerCards } from './career-cards'
import { dealCards } from './deal-cards'
import { objectionCards } from './objection-cards'
import { jobMaterialCards } from './job-material-cards'
import { jobSearchCards } from './job-search-cards'
import { methodCards } from './method-cards'
import { moveCards } from './move-cards'
import { offerCards } from './offer-cards'
import { payCards } from './pay-cards'
import { peopleCards } from './people-cards'
import { pressureCards } from './pressure-cards'
import { prospectingCards } from './prospecting-cards'
import type { SituationCard } from './situation-types'
import { skillCards } from './skill-cards'
import { switcherCards } from './switcher-cards'
import { triageCards } from './triage-cards'
import { workplaceCards } from './workplace-cards'

export type { FactRef, SituationCard } from './situation-types'

/** Every situation card. Order breaks score ties: safety first, then the more specific areas. */
export const situationCards: readonly SituationCard[] = [
  ...triageCards,
  ...pressureCards,
  ...workplaceCards,
  ...peopleCards,
  ...switcherCards,
  ...careerCards,
  ...offerCards,
  ...moveCards,
  ...jobSearchCards,
  ...jobMaterialCards,
  ...payCards,
  ...methodCards,
  ...skillCards,
  ...prospectingCards,
  ...dealCards,
  ...objectionCards,
  ...appCards,
]

const byId = new Map(situationCards.map((card) => [card.id, card]))

export function cardFor(id: string): SituationCard | undefined {
  return byId.get(id)
}
