import type { ChatMessage } from '@/domain/coaching'
import { situationCards, type SituationCard } from './situations'
import { normalise } from './understand'

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

const optionLine = /^- \*\*(.+)\*\*$/
const ordinals: readonly RegExp[] = [
  /^(the )?(first|1st|1|one|former)( one)?$/,
  /^(the )?(second|2nd|2|two|latter)( one)?$/,
  /^(the )?(third|3rd|3|three)( one)?$/,
]

/** The titles a clarifying reply offered, in order; empty for any other reply. */
export function offeredReadings(reply: string): string[] {
  return reply
    .split('\n')
    .map((line) => optionLine.exec(line.trim())?.[1])
    .filter((title): title is string => title !== undefined)
}

function plain(text: string): string {
  return normalise(text)
    .text.replace(/\b(i mean|its|it is|about|the|yes|yeah|please)\b/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
}

function chosenIndex(message: string, titles: readonly string[]): number {
  const said = plain(message)
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
  const last = history.at(-1)
  const asked = history.at(-2)
  if (last?.role !== 'assistant' || asked?.role !== 'user') return undefined
  const titles = offeredReadings(last.content)
  if (titles.length < 2 || message.split(/\s+/).length > 8) return undefined
  const title = titles[chosenIndex(message, titles)]
  const card = situationCards.find((c) => c.title === title)
  return card ? { card, question: asked.content } : undefined
}
