/**
 * The one shape of Becky's clarifying reply, shared by the coach that writes it and the chat that
 * turns its readings into buttons: a list of bold-only items, closed by this line.
 */
export const clarifyingClosers: readonly string[] = [
  'Tell me which, or add a sentence about your situation, and I will be specific.',
  'Tap one, or tell me a bit more, and I will answer that.',
  'Pick the closest, or put it in your own words, and I will be specific.',
  'Choose one, or add a detail or two, and I will go from there.',
]
export const clarifyingCloser = clarifyingClosers[0] ?? ''

const readingLine = /^- \*\*([^*]+)\*\*$/

/** The readings a clarifying reply offers, in order; empty for any other reply or a single one. */
export function offeredReadings(reply: string): string[] {
  if (!clarifyingClosers.some((closer) => reply.includes(closer))) return []
  const readings = reply
    .split('\n')
    .map((line) => readingLine.exec(line.trim())?.[1]?.trim())
    .filter((reading): reading is string => reading !== undefined && reading !== '')
  return readings.length >= 2 ? readings : []
}
