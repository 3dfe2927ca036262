import { offeredReadings, type ChatMessage } from '@/domain/coaching'
import { situationCards, type SituationCard } from './situations'
import { isRepair, questionBefore } from './repair-turn'
import { normalise } from './understand'
import { cardIds } from './situations/card-ids'
import { lastMenu } from './dialogue/menu-detail'

/**
 * The reading a person picked after a clarifying question ("Do you mean: burnout, nerves about
 * cold calling?" -> "nerves about cold calling", "the second one", "2"), with the question that
 * needed clarifying. Without this, typing an offered reading back was read as a new, shorter
 * message and could get another clarifying question.
 */
export interface ReadingChoice {
  card: SituationCard
  /** The user's message before the clarifying question: what the answer is about. */
  question: string
}

/**
 * Broad readings offered when a message matched no card at all, and what picking one means: a
 * card to answer with, or narrower readings to offer next ("a problem at work" is not a PIP).
 */
export interface BroadReading {
  title: (target: string | undefined) => string
  cards: (target: string | undefined) => readonly string[]
}

export const broadReadings: readonly BroadReading[] = [
  {
    title: (target) => (target === undefined ? 'getting into tech sales' : `getting to ${target}`),
    cards: (target) => [target === undefined ? cardIds.breaking_in : cardIds.roadmap_next_step],
  },
  {
    title: () => 'a problem at work (pay, your manager, a PIP)',
    cards: () => [cardIds.commission_dispute, cardIds.manager_conflict, cardIds.pip],
  },
  { title: () => 'finding or choosing a new job', cards: () => [cardIds.job_search] },
]

/** What picking a broad reading leads to: one card, or the narrower readings to offer. */
export function broadChoice(
  message: string,
  history: readonly ChatMessage[],
  target: string | undefined,
): readonly SituationCard[] | undefined {
  const last = history.at(-1)
  if (last?.role !== 'assistant') return undefined
  const titles = offeredReadings(last.content)
  if (titles.length < 2 || !shortReply(message, titles)) return undefined
  const broad = broadReadings.map((reading) => reading.title(target))
  const picked = broadReadings[broad.indexOf(titles[chosenIndex(message, titles)] ?? '')]
  const cards = (picked?.cards(target) ?? []).flatMap((id) =>
    situationCards.filter((c) => c.id === id),
  )
  return cards.length > 0 ? cards : undefined
}

const ordinals: readonly RegExp[] = [
  /^(the )?(first|1st|1|one|former)( one)?$/,
  /^(the )?(second|2nd|2|two|latter)( one)?$/,
  /^(the )?(third|3rd|3|three)( one)?$/,
]

/** A pick is a short reply or a title as offered (a tapped button sends the whole title). */
function shortReply(message: string, titles: readonly string[]): boolean {
  return message.split(/\s+/).length <= 8 || titles.some((t) => plain(t) === plain(message))
}

function plain(text: string): string {
  return normalise(text)
    .text.replace(/\b(i mean|its|it is|about|the|yes|yeah|please)\b/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
}

/** Words that pick nothing by themselves: "work stuff" picks the title with "work" in it. */
const filler = /\b(stuff|things?|mostly|probably|i guess|i think|kind of|just|related)\b/g

function chosenIndex(message: string, titles: readonly string[]): number {
  const said = plain(message).replace(filler, ' ').replace(/\s+/g, ' ').trim()
  if (said === '') return -1
  const byOrder = ordinals.findIndex((pattern) => pattern.test(said))
  if (byOrder >= 0 && byOrder < titles.length) return byOrder
  const exact = titles.findIndex((t) => plain(t) === said)
  if (exact >= 0) return exact
  // "burnout please" or "nerves" for "nerves about cold calling": one title holds the words.
  const holding = titles.filter(
    (t) => ` ${plain(t)} `.includes(` ${said} `) || said.includes(plain(t)),
  )
  return holding.length === 1 ? titles.indexOf(holding[0] ?? '') : -1
}

/** The reading chosen in reply to Becky's last message, if it was a clarifying question. */
export function readingChoice(
  message: string,
  history: readonly ChatMessage[],
): ReadingChoice | undefined {
  const menu = lastMenu(history)
  if (!menu || !shortReply(message, menu.titles)) return undefined
  const { asked, titles } = menu
  const title = titles[chosenIndex(message, titles)]
  const card = situationCards.find((c) => c.title === title)
  // After "that's not what I asked", the question is the one before it.
  const question = isRepair(asked) ? (questionBefore(history) ?? asked) : asked
  return card ? { card, question } : undefined
}
