/**
 * A review detector as data: the cues (normalised phrases, a trailing '*' is a stem) and patterns
 * it looks for, and examples it must hit and miss (review-detectors.test.ts runs them).
 */
export interface ReviewDetector {
  looksFor: string
  cues: readonly string[]
  patterns: readonly RegExp[]
  examples: { hit: readonly string[]; miss: readonly string[] }
}

export type DetectorName =
  | 'trigger'
  | 'theirWorld'
  | 'reason'
  | 'number'
  | 'ask'
  | 'vagueAsk'
  | 'extraAsk'
  | 'rhetorical'
  | 'spamWord'
  | 'weakStart'
  | 'strongStart'
  | 'result'
  | 'audience'
  | 'byWhen'
  | 'workFact'
