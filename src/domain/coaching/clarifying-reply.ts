/**
 * The one shape of Becky's clarifying reply, shared by the coach that writes it and the chat that
 * turns its readings into buttons: a list of bold-only items, closed by this line.
 */
export const clarifyingCloser =
  'Tell me which, or add a sentence about your situation, and I will be specific.'

const readingLine = /^- \*\*([^*]+)\*\*$/

/** The readings a clarifying reply offers, in order; empty for any other reply or a single one. */
export function offeredReadings(reply: string): string[] {
  if (!reply.includes(clarifyingCloser)) return []
  const readings = reply
    .split('\n')
    .map((line) => readingLine.exec(line.trim())?.[1]?.trim())
    .filter((reading): reading is string => reading !== undefined && reading !== '')
  return readings.length >= 2 ? readings : []
}
