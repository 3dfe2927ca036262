import { z } from 'zod'
import situationIds from './situation-ids.json' with { type: 'json' }

/**
 * The coach evaluation set's shape (README.md here explains the fields and the labelling rules).
 * Lowercase phrases because the eval compares them against the lowercased reply.
 */

const lowercasePhrase = z
  .string()
  .min(2)
  .refine((phrase) => phrase === phrase.toLowerCase().trim(), 'phrases are lowercase and trimmed')

export const evalTurnSchema = z.object({
  role: z.enum(['user', 'assistant']),
  content: z.string().min(1),
})

export const evalItemSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9_]+-\d{2,}$/),
    question: z.string().min(10),
    source: z.url({ protocol: /^https?$/ }),
    situation: z.string().refine((id) => situationIds.includes(id), 'unknown situation id'),
    /**
     * Neighbouring situations whose answer would also serve the person (README.md, "Fields"):
     * known ids, never the item's own `situation`, each once; may be empty.
     */
    acceptable: z
      .array(z.string().refine((id) => situationIds.includes(id), 'unknown situation id'))
      .optional(),
    mustMention: z.array(z.array(lowercasePhrase).min(1)).min(1).max(3),
    mustNot: z.array(lowercasePhrase),
    history: z.array(evalTurnSchema).min(2).optional(),
  })
  .strict()
  .refine((item) => !(item.acceptable ?? []).includes(item.situation), {
    message: 'acceptable never lists the item’s own situation',
    path: ['acceptable'],
  })
  .refine((item) => new Set(item.acceptable).size === (item.acceptable ?? []).length, {
    message: 'acceptable lists each situation once',
    path: ['acceptable'],
  })

export const evalSetSchema = z.array(evalItemSchema)

export type EvalItem = z.infer<typeof evalItemSchema>
export type EvalTurn = z.infer<typeof evalTurnSchema>

/** The seed of the dev/holdout split; changing it reshuffles the holdout, so it never changes. */
export const splitSeed = 'salespath-coach-eval-v1'
/** Share of items (per cent) that go to dev; the rest is the holdout. */
export const devShare = 55

/** FNV-1a over a seed and an id: a stable, platform-independent hash. */
export function splitHash(seed: string, id: string): number {
  let hash = 0x811c9dc5
  for (const char of `${seed}:${id}`) {
    hash ^= char.codePointAt(0) ?? 0
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  return hash
}

/** The part an id falls in for a split seed, `share` per cent of ids going to dev. */
export function partOf(seed: string, share: number, id: string): 'dev' | 'holdout' {
  return splitHash(seed, id) % 100 < share ? 'dev' : 'holdout'
}

export function splitOf(id: string): 'dev' | 'holdout' {
  return partOf(splitSeed, devShare, id)
}
