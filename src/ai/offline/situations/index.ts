import triage from '../data/cards/triage.json'
import commission from '../data/cards/commission.json'
import pressure from '../data/cards/pressure.json'
import workplace from '../data/cards/workplace.json'
import harassment from '../data/cards/harassment.json'
import people from '../data/cards/people.json'
import switcher from '../data/cards/switcher.json'
import career from '../data/cards/career.json'
import raise from '../data/cards/raise.json'
import role from '../data/cards/role.json'
import offer from '../data/cards/offer.json'
import negotiation from '../data/cards/negotiation.json'
import startup from '../data/cards/startup.json'
import contract from '../data/cards/contract.json'
import move from '../data/cards/move.json'
import moveUp from '../data/cards/move-up.json'
import jobSearch from '../data/cards/job-search.json'
import newJob from '../data/cards/new-job.json'
import jobMaterial from '../data/cards/job-material.json'
import pay from '../data/cards/pay.json'
import method from '../data/cards/method.json'
import skill from '../data/cards/skill.json'
import prospecting from '../data/cards/prospecting.json'
import dealTrouble from '../data/cards/deal-trouble.json'
import customer from '../data/cards/customer.json'
import deal from '../data/cards/deal.json'
import pipeline from '../data/cards/pipeline.json'
import objection from '../data/cards/objection.json'
import app from '../data/cards/app.json'
import { cuesFromGroups } from '../cue-groups'
import { cardFileSchema, type CardData } from './card-schema'
import type { SituationCard } from './situation-types'

export type { FactRef, SituationCard } from './situation-types'
export { switcherApplies } from './switcher-rules'

/** The card files in tie-breaking order: safety first, then the more specific areas. */
const files: readonly unknown[] = [
  triage,
  commission,
  pressure,
  workplace,
  harassment,
  people,
  switcher,
  career,
  raise,
  role,
  offer,
  negotiation,
  startup,
  contract,
  move,
  moveUp,
  jobSearch,
  newJob,
  jobMaterial,
  pay,
  method,
  skill,
  prospecting,
  dealTrouble,
  customer,
  deal,
  pipeline,
  objection,
  app,
]

function toCard({ everyday, scriptVariants, ...data }: CardData): SituationCard {
  const written = cuesFromGroups(data.cues)
  // A phrase the card already lists keeps the card's weight: repeating a cue would add to it.
  const known = new Set(written.map((c) => c.cue))
  const everydayCues = cuesFromGroups(everyday).filter((c) => !known.has(c.cue))
  const variants = scriptVariants?.map((v) => ({ when: new RegExp(v.when), script: v.script }))
  return {
    ...data,
    cues: [...written, ...everydayCues],
    writtenCues: written,
    ...(variants === undefined ? {} : { scriptVariants: variants }),
  }
}

/** Every situation card, read from data/cards and checked against the schema as it loads. */
export const situationCards: readonly SituationCard[] = files.flatMap((file) =>
  cardFileSchema.parse(file).map(toCard),
)

const byId = new Map(situationCards.map((card) => [card.id, card]))

/**
 * The words that chose a card, which therefore cannot choose among its points: its title and its
 * own cues. The everyday phrases are left out: "no degree" finds the breaking-in card, and then
 * should still bring its point about degrees to the front.
 */
export function topicWordsOf(card: SituationCard): string[] {
  return [card.title, ...card.writtenCues.map((c) => c.cue.replace('*', ''))]
}

export function cardFor(id: string): SituationCard | undefined {
  return byId.get(id)
}

/** Words for "what do I say to them?": a narrower variant when the message matches one. */
export function scriptFor(cardId: string, text: string): string | undefined {
  const card = byId.get(cardId)
  return card?.scriptVariants?.find((v) => v.when.test(text))?.script ?? card?.script
}
