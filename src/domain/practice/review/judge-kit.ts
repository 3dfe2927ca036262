import type { ReviewCriterionResult, TextFormat } from './review-types'
import type { TextParts } from './text-parts'

const QUOTE_WORDS = 30

/** The person's own line, at most 30 words, as the scorecard quotes it. */
export function quoteOf(text: string): string {
  const words = text.trim().replace(/\s+/g, ' ').split(' ')
  return words.length <= QUOTE_WORDS ? words.join(' ') : `${words.slice(0, QUOTE_WORDS).join(' ')}…`
}

/** What every judge reads: the parts of the text, its format and size, its lines and its asks. */
export interface Ctx {
  parts: TextParts
  format: TextFormat
  words: number
  seconds: number
  /** The lines judged one by one: bullets for resume bullets, sentences otherwise. */
  lines: string[]
  asks: string[]
}

/** A judge may rename its criterion where the text's kind asks for another (a notice asks nothing). */
export type Verdict = Omit<ReviewCriterionResult, 'id' | 'label'> & { label?: string }
export type Judge = (c: Ctx) => Verdict

export const firstOr = (lines: readonly string[], fallback: string) => lines[0] ?? fallback
