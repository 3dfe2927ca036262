import type { WeightedCue } from '@/domain/coaching'

/** Situation id -> phrases a person might use for it, weighted like card cues. */
export type EverydayPhrases = Readonly<Record<string, readonly WeightedCue[]>>
