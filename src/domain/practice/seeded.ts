/** Deterministic choice: the same seed, turn and salt always pick the same item (mulberry32). */
export function seededIndex(seed: number, turn: number, salt: string, length: number): number {
  let h = (seed ^ Math.imul(turn + 1, 0x9e3779b1)) >>> 0
  for (let i = 0; i < salt.length; i += 1) h = Math.imul(h ^ salt.charCodeAt(i), 0x85ebca6b) >>> 0
  h = (h + 0x6d2b79f5) >>> 0
  let t = h
  t = Math.imul(t ^ (t >>> 15), t | 1)
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
  const unit = ((t ^ (t >>> 14)) >>> 0) / 4294967296
  return Math.floor(unit * length)
}

export function seededPick<T>(items: readonly T[], seed: number, turn: number, salt: string): T {
  const item = items[seededIndex(seed, turn, salt, items.length)]
  if (item === undefined) throw new Error(`Nothing to pick for ${salt}`)
  return item
}
