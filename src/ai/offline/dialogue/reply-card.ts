import { pointGist } from '../reply-parts'
import { situationCards, type SituationCard } from '../situations'

/**
 * The card a reply of Becky's was composed on, read back from its text: the conversation's thread
 * is what she answered, not what the rules make of the person's words again (a turn the reader
 * placed, or a clarifying reading picked, answered one card while the words alone find another).
 * A card's own lines (its answer, points and their gists, script, step, practice) are matched in the reply; the card with
 * the most wins, and a tie between cards that share lines (the switcher cards) names none.
 */

const plainText = (text: string) =>
  text.toLowerCase().replace(/[*_`]/g, '').replace(/[’']/g, "'").replace(/\s+/g, ' ')

/** Lines shorter than this are too generic to say which card a reply came from. */
const minimumLineLength = 40

function sentencesOf(text: string): string[] {
  return text.match(/[^.!?]+[.!?]+(?=\s|$)/g)?.map((sentence) => sentence.trim()) ?? []
}

interface CardLines {
  card: SituationCard
  lines: string[]
}

const cardLines: readonly CardLines[] = situationCards
  .filter((card) => card.area !== 'conversation')
  .map((card) => ({
    card,
    // A point or answer given again in short ("In short: ..."), or one sentence of it, still
    // names its card.
    lines: [card.answer, ...card.points, card.script, card.step, card.practice]
      .concat([card.answer, ...card.points].flatMap(sentencesOf))
      .concat(card.points.map((point) => pointGist(point)))
      .filter((line): line is string => typeof line === 'string')
      .map(plainText)
      .filter((line) => line.length >= minimumLineLength),
  }))

/** How many cards hold each line: a line several cards share names none of them alone. */
const holders = new Map<string, number>()
for (const { lines } of cardLines)
  for (const line of new Set(lines)) holders.set(line, (holders.get(line) ?? 0) + 1)

const remembered = new Map<string, SituationCard | null>()
const rememberedLimit = 200

function readBack(reply: string): SituationCard | null {
  const text = plainText(reply)
  let best: SituationCard | null = null
  let bestCount = 0
  let tied = false
  for (const { card, lines } of cardLines) {
    const count = lines.filter((line) => holders.get(line) === 1 && text.includes(line)).length
    if (count > bestCount) {
      best = card
      bestCount = count
      tied = false
    } else if (count > 0 && count === bestCount) tied = true
  }
  return tied ? null : best
}

export function replyCard(reply: string): SituationCard | undefined {
  let card = remembered.get(reply)
  if (card === undefined) {
    card = readBack(reply)
    if (remembered.size >= rememberedLimit) remembered.clear()
    remembered.set(reply, card)
  }
  return card ?? undefined
}
