import type { ChatMessage } from '@/domain/coaching'

/**
 * The messages the coach is given for one turn: the current sitting, newest last. Engines read
 * only the last 10 (spec section 9), but the offline coach checks the whole sitting so that it
 * never says a sentence twice in one conversation; a long pause starts a new one, where a reminder
 * of an earlier answer is welcome.
 */

/** A pause longer than this ends a sitting. */
export const sittingGapMs = 3 * 60 * 60 * 1000

/** The most messages one sitting carries into a turn: enough for a long conversation. */
export const sittingLimit = 40

export function currentSitting(messages: readonly ChatMessage[]): ChatMessage[] {
  let start = messages.length - 1
  while (start > 0) {
    const before = Date.parse(messages[start - 1]?.timestamp ?? '')
    const after = Date.parse(messages[start]?.timestamp ?? '')
    if (!(after - before <= sittingGapMs)) break
    start -= 1
  }
  return messages.slice(Math.max(start, 0))
}
