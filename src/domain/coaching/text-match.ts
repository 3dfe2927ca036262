/**
 * Cue matching shared by the mood rules here and the coach's intent tables in src/ai.
 * A cue is lower-case words; a trailing '*' matches any word that starts with the stem
 * ('negotiat*' matches 'negotiate' and 'negotiation'). '?' and '!' survive as their own tokens.
 */

import { textMemo } from './text-memo'
import { stemText } from './word-stem'

export interface WeightedCue {
  readonly cue: string
  readonly weight: number
}

/** Lower-cases, drops apostrophes (so "don't" is "dont") and splits punctuation away from words. */
export const normalizeText = textMemo(normalizeWords)

function normalizeWords(text: string): string {
  const words = text
    .toLowerCase()
    .replace(/['’`]/g, '')
    .replace(/([?!])/g, ' $1 ')
    .replace(/[^a-z0-9$%?!+#]+/g, ' ')
    .trim()
  return words === '' ? ' ' : ` ${words.replace(/\s+/g, ' ')} `
}

/** ' plain words like this ': lower case, no apostrophes, anything else a space; for phrase lists. */
export const plainWords = (text: string) =>
  ` ${text
    .toLowerCase()
    .replace(/[’']/g, '')
    .replace(/[^a-z0-9]+/g, ' ')} `

/**
 * True when the cue occurs in text already passed through normalizeText, as written or by its
 * word stems ("missed commissions" finds the cue 'miss commission').
 */
export function hasCue(normalized: string, cue: string): boolean {
  if (cue.endsWith('*')) return normalized.includes(` ${cue.slice(0, -1)}`)
  if (normalized.includes(` ${cue} `)) return true
  // Single words stay exact: stemming them made broad topic words ('close', 'demo') fire on
  // every story that mentions a closed deal or a demo. Phrases are specific enough to stem.
  if (!cue.includes(' ') && cue.length < longWord) return false
  return stemText(normalized).includes(stemKey(cue))
}

function stemKey(cue: string): string {
  let stems = cueStems.get(cue)
  if (stems === undefined) {
    stems = stemText(` ${cue} `)
    cueStems.set(cue, stems)
  }
  return stems
}

/** Long single words are specific enough to stem ('counteroffers', 'commissions'). */
const longWord = Number.POSITIVE_INFINITY

/** Cues come from fixed tables, so their stems are computed once. */
const cueStems = new Map<string, string>()

/**
 * Sum of the weights of the distinct cues found. Each cue counts once, and so does each stem:
 * tables list 'cold call', 'cold calls' and 'cold calling', which are one piece of evidence.
 */
export function scoreCues(normalized: string, cues: readonly WeightedCue[]): number {
  let score = 0
  // stem -> the cue that scored it; a table that repeats the very same cue means to add weight.
  const counted = new Map<string, string>()
  for (const { cue, weight } of cues) {
    const key = cue.endsWith('*') ? cue : stemKey(cue)
    const first = counted.get(key)
    if ((first !== undefined && first !== cue) || !hasCue(normalized, cue)) continue
    counted.set(key, cue)
    score += weight
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
