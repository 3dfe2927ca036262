import type { BadgeTone } from '@/components/badge'
import { difficultyTone, type Difficulty, type Tone } from '@/domain/catalogue'

const badgeTones: Record<Tone, BadgeTone> = {
  green: 'green',
  blue: 'blue',
  yellow: 'yellow',
  red: 'red',
  gray: 'neutral',
}

/** The catalogue's colour names (match labels, difficulty) as UI kit badge tones. */
export function badgeToneOf(tone: Tone): BadgeTone {
  return badgeTones[tone]
}

/** Spec section 5: easy green, moderate yellow, challenging red. */
export function difficultyBadge(difficulty: Difficulty): { label: string; tone: BadgeTone } {
  const label = difficulty.charAt(0).toUpperCase() + difficulty.slice(1)
  return { label, tone: badgeToneOf(difficultyTone(difficulty)) }
}
