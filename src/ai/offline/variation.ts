import type { ChatMessage } from '@/domain/coaching'
import { fnv1a } from './reader/features'

/** A small, stable string hash: the reader's FNV-1a, unsalted. */
export const hashText = (text: string): number => fnv1a(text, 0)

/**
 * The seed for wording: the conversation (its first user message) and this message. Same
 * conversation and message, same words; never the clock.
 */
export function seedFor(message: string, history: readonly ChatMessage[]): number {
  const first = history.find((m) => m.role === 'user')?.content ?? ''
  return hashText(`${first}\u0000${message.trim().toLowerCase()}`)
}

export function pick<T>(items: readonly T[], seed: number, salt = 0): T | undefined {
  return items.length === 0 ? undefined : items[(seed + salt * 7919) % items.length]
}

/** `count` items from `items`, starting at a seeded offset, in their original order. */
export function pickSome<T>(items: readonly T[], count: number, seed: number): T[] {
  if (items.length <= count) return [...items]
  const start = seed % items.length
  const chosen = new Set<number>()
  for (let i = 0; chosen.size < count; i += 1) chosen.add((start + i) % items.length)
  return [...chosen]
    .sort((a, b) => a - b)
    .flatMap((i) => (items[i] === undefined ? [] : [items[i]]))
}
