import { z } from 'zod'
import type { WeightedCue } from '@/domain/coaching'

/**
 * Cues as stored in the data files: `[weight, ...phrases]`. One weight for a run of phrases keeps
 * the files short to review; a phrase listed twice adds its weight twice, as in the code tables.
 */
export const cueGroupSchema = z
  .tuple([z.number().positive()], z.string().min(1))
  .refine((group) => group.length > 1, 'a cue group needs at least one phrase')

export function cuesFromGroups(
  groups: readonly (readonly [number, ...string[]])[] | undefined,
): WeightedCue[] {
  return (groups ?? []).flatMap(([weight, ...phrases]) => phrases.map((cue) => ({ cue, weight })))
}
