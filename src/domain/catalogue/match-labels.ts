import type { Difficulty } from './role-types'

/** Colour token names; the UI maps them to its palette. */
export type Tone = 'green' | 'blue' | 'yellow' | 'red' | 'gray'

export interface MatchLabel {
  label: string
  tone: Tone
}

/** Spec section 5 / 9: displayed match percent never goes below this floor. */
export const MATCH_PERCENT_FLOOR = 40
/** Spec section 5: shown when a match has no percent at all. */
export const MATCH_PERCENT_FALLBACK = 85

/** Thresholds checked top-down; the first one the percent reaches wins. */
const matchBands: readonly { min: number; tone: Tone; label: (percent: number) => string }[] = [
  { min: 85, tone: 'green', label: (percent) => `${percent}% Match` },
  { min: 70, tone: 'blue', label: () => 'Strong Fit' },
  { min: 50, tone: 'yellow', label: () => 'Good Fit' },
  { min: -Infinity, tone: 'gray', label: () => 'Potential Fit' },
]

/** The percent a card shows: whole number, 40 to 100, 85 when missing or not a number. */
export function displayPercent(percent: number | null | undefined): number {
  if (percent === null || percent === undefined || !Number.isFinite(percent)) {
    return MATCH_PERCENT_FALLBACK
  }
  return Math.min(100, Math.max(MATCH_PERCENT_FLOOR, Math.round(percent)))
}

/** Label and tone for a match; uses the displayed percent so label and number always agree. */
export function matchLabel(percent: number | null | undefined): MatchLabel {
  const shown = displayPercent(percent)
  const band = matchBands.find((candidate) => shown >= candidate.min) ?? matchBands[3]
  if (band === undefined) return { label: 'Potential Fit', tone: 'gray' }
  return { label: band.label(shown), tone: band.tone }
}

const difficultyTones: Record<Difficulty, Tone> = {
  easy: 'green',
  moderate: 'yellow',
  challenging: 'red',
}

/** Spec section 5: easy green, moderate yellow, challenging red. */
export function difficultyTone(difficulty: Difficulty): Tone {
  return difficultyTones[difficulty]
}
