import type { CareerMatchCard } from '@/contract'

/** Spec section 5: the first matches page shows fixed percents for the top three. */
export const TOP_MATCH_PERCENTS: readonly number[] = [87, 84, 79]
/** Later matches get a value in this inclusive range, seeded so it is stable across visits. */
export const LATER_MATCH_RANGE = { min: 75, max: 89 } as const

/** FNV-1a: a small, stable string hash for seeding. */
function hash(text: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i)
    h = Math.imul(h, 0x01000193)
  }
  return h >>> 0
}

/** The spec's "random 75-89", seeded by owner and position so a reload shows the same number. */
export function laterMatchPercent(seed: string, index: number): number {
  const span = LATER_MATCH_RANGE.max - LATER_MATCH_RANGE.min + 1
  return LATER_MATCH_RANGE.min + (hash(`${seed}:${String(index)}`) % span)
}

export function matchPercentAt(index: number, seed: string): number {
  return TOP_MATCH_PERCENTS[index] ?? laterMatchPercent(seed, index)
}

/** The client-added matchPercent of spec section 3 ("Career match"). */
export function withMatchPercents(cards: readonly CareerMatchCard[], seed: string) {
  return cards.map((card, index) => ({ ...card, matchPercent: matchPercentAt(index, seed) }))
}
