import { replyLines } from '../reply-lines'

/**
 * What Becky says when a turn on the thread has nothing new (no-repeat.ts): asked for what is new,
 * or heard out first. Such a reply names no card of its own, but it was given on the thread, so
 * the thread goes on past it (understand/threadCard).
 */

/** After something the person told Becky (not asked), `heardOut`: heard first, then the question. */
export const { stillHere, heardOut } = replyLines.holding

/** How a pointer back to words already given opens (no-repeat.ts): it too holds the thread. */
export const wordsAbove = 'The words are in my message above'

/**
 * Whether a reply is one of the holding lines, or a review of a pasted text: given on the thread,
 * naming no card (the words of a pasted email, "the territory and targets", are not a topic).
 */
export function holdsThread(reply: string): boolean {
  return (
    reply.startsWith('I read that as') ||
    [...stillHere, ...heardOut, wordsAbove].some((l) => reply.includes(l))
  )
}
