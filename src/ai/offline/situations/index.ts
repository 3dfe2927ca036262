import { z } from 'zod'
import cardOrder from '../data/card-order.json' with { type: 'json' }
import { cuesFromGroups } from '../cue-groups'
import { cardFileSchema, type CardData } from './card-schema'
import type { SituationCard } from './situation-types'

export type { FactRef, SituationCard } from './situation-types'
export { switcherApplies } from './switcher-rules'

const cardOrderSchema = z.strictObject({ $comment: z.string(), files: z.array(z.string()) })

const cardFiles = import.meta.glob<unknown>('../data/cards/*.json', {
  eager: true,
  import: 'default',
})

/** The card files in tie-breaking order (data/card-order.json), every one of them exactly once. */
function orderedFiles(): unknown[] {
  const { files } = cardOrderSchema.parse(cardOrder)
  const paths = files.map((name) => `../data/cards/${name}.json`)
  const unlisted = Object.keys(cardFiles).filter((path) => !paths.includes(path))
  if (unlisted.length > 0 || new Set(paths).size !== paths.length)
    throw new Error(`card-order.json must list each card file once: ${unlisted.join(', ')}`)
  return paths.map((path) => {
    const file = cardFiles[path]
    if (file === undefined) throw new Error(`card-order.json names no card file: ${path}`)
    return file
  })
}

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
export const situationCards: readonly SituationCard[] = orderedFiles().flatMap((file) =>
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

export const cardFor = (id: string): SituationCard | undefined => byId.get(id)

/** Words for "what do I say to them?": a narrower variant when the message matches one. */
export function scriptFor(cardId: string, text: string): string | undefined {
  const card = byId.get(cardId)
  return card?.scriptVariants?.find((v) => v.when.test(text))?.script ?? card?.script
}
