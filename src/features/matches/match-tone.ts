import type { BadgeTone } from '@/components/badge'
import type { Tone } from '@/domain/catalogue'

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

const difficultyNames: Record<string, string> = {
  easy: 'Easy',
  moderate: 'Moderate',
  challenging: 'Challenging',
}

export function difficultyName(difficulty: string): string {
  return difficultyNames[difficulty] ?? difficulty
}
