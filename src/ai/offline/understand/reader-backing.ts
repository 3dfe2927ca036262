import type { SituationCard } from '../situations'
import { currentReader } from '../reader/shipped-reader'
import { readerFloor } from './score-levels'

/**
 * What the compiled reader makes of one past message, for the thread: whether it leads with a
 * card (a menu's first option taken as the thread only then) or still counts it among its top
 * readings (care over a card the reader does not back is care's thread).
 */

/** The reader's first reading of a message is the card, and not spread thin. */
export function readerLeads(text: string, card: SituationCard | undefined): boolean {
  const [top] = currentReader()?.read(text) ?? []
  return card !== undefined && top?.label === card.id && top.p >= readerFloor * 2
}

/** The card is among the reader's top three readings (true with no reader loaded). */
export function readerHolds(text: string, card: SituationCard): boolean {
  const top = currentReader()?.read(text).slice(0, 3)
  return top?.some((r) => r.label === card.id) ?? true
}
