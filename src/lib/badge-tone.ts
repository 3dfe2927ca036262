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
