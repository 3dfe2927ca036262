/**
 * Cue matching shared by the mood rules here and the coach's intent tables in src/ai.
 * A cue is lower-case words; a trailing '*' matches any word that starts with the stem
 * ('negotiat*' matches 'negotiate' and 'negotiation'). '?' and '!' survive as their own tokens.
 */

export interface WeightedCue {
  readonly cue: string
  readonly weight: number
}

/** Lower-cases, drops apostrophes (so "don't" is "dont") and splits punctuation away from words. */
export function normalizeText(text: string): string {
  const words = text
    .toLowerCase()
    .replace(/['’`]/g, '')
    .replace(/([?!])/g, ' $1 ')
    .replace(/[^a-z0-9$%?!+#]+/g, ' ')
    .trim()
  return words === '' ? ' ' : ` ${words.replace(/\s+/g, ' ')} `
}

/** True when the cue occurs in text already passed through normalizeText. */
export function hasCue(normalized: string, cue: string): boolean {
  if (cue.endsWith('*')) return normalized.includes(` ${cue.slice(0, -1)}`)
  return normalized.includes(` ${cue} `)
}

/** Sum of the weights of the distinct cues found; each cue counts once. */
export function scoreCues(normalized: string, cues: readonly WeightedCue[]): number {
  let score = 0
  for (const { cue, weight } of cues) {
    if (hasCue(normalized, cue)) score += weight
  }
  return score
}

/** Shorthand for tables: every cue in the list gets the same weight. */
export function cues(weight: number, ...list: readonly string[]): WeightedCue[] {
  return list.map((cue) => ({ cue, weight }))
}

export function wordCount(text: string): number {
  const trimmed = text.trim()
  return trimmed === '' ? 0 : trimmed.split(/\s+/).length
}
