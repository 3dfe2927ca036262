/**
 * Readers for route search params (`validateSearch`), so each route owns its URL and hands its
 * feature typed values. Hand-written rather than zod: route options load with the entry chunk, and
 * zod/mini there measured +15.5 KB gzip on every visitor's first load (budget 150 KB).
 *
 * TanStack Router has already JSON-parsed each value: `?enhanced=true` arrives as `true`,
 * `?userId=42` as `42`.
 */

/** Longest id or name a URL may carry; longer values are treated as absent, not truncated. */
const maxLength = 200

/** A non-empty trimmed string (numbers become their digits), else undefined. */
export function searchText(value: unknown): string | undefined {
  const text = typeof value === 'number' && Number.isFinite(value) ? String(value) : value
  if (typeof text !== 'string') return undefined
  const trimmed = text.trim()
  return trimmed === '' || trimmed.length > maxLength ? undefined : trimmed
}

/** True only for `true` (or the text "true"); anything else is false. */
export function searchFlag(value: unknown): boolean {
  return value === true || value === 'true'
}

/** The value when it is one of the allowed words, else undefined. */
export function searchChoice<T extends string>(
  value: unknown,
  allowed: readonly T[],
): T | undefined {
  return allowed.find((word) => word === value)
}

/** `?userId=` alone: the matches pages (spec section 2). */
export function userIdSearch(search: Record<string, unknown>): { userId?: string } {
  return compactSearch({ userId: searchText(search.userId) })
}

/** Drops undefined entries so a search object serialises without empty keys. */
export function compactSearch<T extends Record<string, unknown>>(search: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(search).filter(([, value]) => value !== undefined),
  ) as Partial<T>
}
