import type { Mood } from './coaching-types'
import { cues, normalizeText, scoreCues, type WeightedCue } from './text-match'

/**
 * Mood cues. Order matters on a tie: the harder feelings come first because the coach
 * should acknowledge them before anything else.
 */
const moodTable: readonly { mood: Exclude<Mood, 'neutral'>; cues: readonly WeightedCue[] }[] = [
  {
    mood: 'frustrated',
    cues: cues(
      2,
      'frustrat*',
      'annoy*',
      'fed up',
      'sick of',
      'tired of',
      'unfair',
      'angry',
      'hate',
      'ridiculous',
      'passed over',
      'overlooked',
      'ghosted',
      'pointless',
      'waste of time',
    ),
  },
  {
    mood: 'anxious',
    cues: cues(
      2,
      'nervous',
      'anxious',
      'anxiety',
      'worried',
      'worry',
      'scared',
      'afraid',
      'terrified',
      'stress*',
      'overwhelm*',
      'panic*',
      'imposter',
      'not sure i can',
      'what if i fail',
      'dread*',
      'freaking out',
    ),
  },
  {
    mood: 'stuck',
    cues: cues(
      2,
      'stuck',
      'plateau*',
      'lost',
      'no idea',
      'dont know what',
      'dont know where',
      'going nowhere',
      'burnout',
      'burned out',
      'burnt out',
      'unmotivated',
      'no progress',
      'hit a wall',
      'same place',
      'not moving',
      'in a rut',
    ),
  },
  {
    mood: 'excited',
    cues: [
      ...cues(
        2,
        'excited',
        'cant wait',
        'thrilled',
        'amazing',
        'awesome',
        'pumped',
        'stoked',
        'got the offer',
        'got promoted',
        'got the job',
        'landed',
      ),
      ...cues(1, '!'),
    ],
  },
  {
    mood: 'motivated',
    cues: cues(
      2,
      'ready',
      'lets do',
      'lets go',
      'motivated',
      'determined',
      'committed',
      'driven',
      'focused',
      'i want to',
      'im going to',
      'i will',
      'my goal',
    ),
  },
  {
    mood: 'curious',
    cues: cues(1, '?', 'how', 'what', 'why', 'which', 'wonder*', 'curious', 'tell me', 'explain'),
  },
]

/** The strongest mood in a message by its keyword cues, or 'neutral' when none is present. */
export function detectMood(message: string): Mood {
  const normalized = normalizeText(message)
  let best: Mood = 'neutral'
  let bestScore = 0
  for (const row of moodTable) {
    const score = scoreCues(normalized, row.cues)
    if (score > bestScore) {
      best = row.mood
      bestScore = score
    }
  }
  return best
}
