/**
 * What Becky says when a turn on the thread has nothing new (no-repeat.ts): asked for what is new,
 * or heard out first. Such a reply names no card of its own, but it was given on the thread, so
 * the thread goes on past it (understand/threadCard).
 */

export const stillHere: readonly string[] = [
  'I do not want to repeat myself. Tell me a little more about where you are stuck, and I will get more specific.',
  'I have shared what I know on that part. What has changed since, or which part is the hardest right now?',
  'Rather than say the same thing again: what have you tried so far, and what happened?',
]

/** After something the person told Becky (not asked): heard first, then the question. */
export const heardOut: readonly string[] = [
  'Got it, that helps. With that in mind, which part would you like to work on first?',
  'Thank you, that helps me see where you stand. What feels like the hardest part of it right now?',
]

/** Whether a reply is one of the holding lines: given on the thread, naming no card. */
export function holdsThread(reply: string): boolean {
  return [...stillHere, ...heardOut].some((line) => reply.includes(line))
}
