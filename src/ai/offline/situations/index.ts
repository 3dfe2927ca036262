import { appCards } from './app-cards'
import { careerCards } from './career-cards'
import { jobMaterialCards } from './job-material-cards'
import { methodCards } from './method-cards'
import { payCards } from './pay-cards'
import type { SituationCard } from './situation-types'
import { skillCards } from './skill-cards'
import { switcherCards } from './switcher-cards'
import { triageCards } from './triage-cards'

export type { FactRef, SituationCard } from './situation-types'

/** Every situation card. Order breaks score ties: safety first, then the more specific areas. */
export const situationCards: readonly SituationCard[] = [
  ...triageCards,
  ...switcherCards,
  ...careerCards,
  ...jobMaterialCards,
  ...payCards,
  ...methodCards,
  ...skillCards,
  ...appCards,
]

const byId = new Map(situationCards.map((card) => [card.id, card]))

export function cardFor(id: string): SituationCard | undefined {
  return byId.get(id)
}
