/**
 * Text every side can store. PostgreSQL refuses U+0000 (NUL) in `text` and `jsonb`, and half of a
 * UTF-16 surrogate pair (a "lone surrogate", e.g. "\ud800") has no UTF-8 form: `jsonb` refuses
 * it and a `text` column silently turns it into U+FFFD. The in-page server normalises every
 * string it is sent (`wellFormedText`), and the sync server refuses what is still not well formed
 * (`textProblem`, `jsonValueProblem`) with a 400 before anything reaches the database.
 *
 * Imports nothing: the in-page server, the sync service and the Node sync server share it.
 */

// NUL is the point of these patterns.
// eslint-disable-next-line no-control-regex
const suspicious = /[\u0000\ud800-\udfff]/
// eslint-disable-next-line no-control-regex
const nul = /\u0000/g
const loneSurrogate = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/
const loneSurrogates = new RegExp(loneSurrogate.source, 'g')

/** What is wrong with a string that cannot be stored, in words; null when it is fine. */
export function textProblem(text: string): string | null {
  if (!suspicious.test(text)) return null
  if (text.includes('\u0000')) return 'holds a NUL character (U+0000)'
  if (loneSurrogate.test(text)) return 'holds half of a character pair (an unpaired surrogate)'
  return null
}

/** The string with NUL characters removed and unpaired surrogates replaced by U+FFFD. */
export function wellFormedText(text: string): string {
  if (!suspicious.test(text)) return text
  return text.replace(nul, '').replace(loneSurrogates, '\ufffd')
}

const isContainer = (value: unknown): value is Record<string, unknown> | unknown[] =>
  typeof value === 'object' && value !== null

/**
 * Normalises every string and object key of a parsed JSON value with `wellFormedText`, in place
 * (the caller owns it: a fresh `JSON.parse` result). Iterative, so a value nested 100,000 levels
 * deep cannot overflow the stack. Fields for which `keep(key)` is true are left as they are
 * (passwords: they are hashed, never stored as text, and changing one would lock its owner out).
 */
export function wellFormedJson<T>(root: T, keep: (key: string) => boolean = () => false): T {
  if (typeof root === 'string') return wellFormedText(root) as T
  if (!isContainer(root)) return root
  const stack: (Record<string, unknown> | unknown[])[] = [root]
  for (let node = stack.pop(); node !== undefined; node = stack.pop()) {
    if (Array.isArray(node)) {
      for (let i = 0; i < node.length; i += 1) {
        const value: unknown = node[i]
        if (typeof value === 'string') node[i] = wellFormedText(value)
        else if (isContainer(value)) stack.push(value)
      }
      continue
    }
    for (const key of Object.keys(node)) {
      if (keep(key)) continue
      let value = node[key]
      if (typeof value === 'string') value = wellFormedText(value)
      else if (isContainer(value)) stack.push(value)
      const fixed = wellFormedText(key)
      if (fixed !== key) Reflect.deleteProperty(node, key)
      // defineProperty, not assignment: a key that becomes "__proto__" stays a plain field.
      Object.defineProperty(node, fixed, {
        value,
        writable: true,
        enumerable: true,
        configurable: true,
      })
    }
  }
  return root
}

export interface JsonLimits {
  /** Arrays and objects inside one another; the value itself is level 1. */
  maxDepth: number
  /** UTF-8 bytes of the value written as JSON. */
  maxBytes: number
}

const utf8 = new TextEncoder()
const jsonBytes = (text: string): number =>
  // Printable ASCII but " and \ (most values) is one byte a character; other text is encoded.
  /^[\x20\x21\x23-\x5b\x5d-\x7e]*$/.test(text)
    ? text.length + 2
    : utf8.encode(JSON.stringify(text)).length

/**
 * Why a value cannot be stored as one JSON document, in words; null when it can. Plain JSON only
 * (null, booleans, finite numbers, well-formed strings and keys, arrays, objects), at most
 * `maxDepth` levels and `maxBytes` bytes. Iterative and stops at the first problem, so hostile
 * input (deep, huge, cyclic) costs at most one pass over `maxBytes` worth of it.
 */
export function jsonValueProblem(root: unknown, limits: JsonLimits): string | null {
  let bytes = 0
  const stack: { value: unknown; depth: number }[] = [{ value: root, depth: 1 }]
  for (let item = stack.pop(); item !== undefined; item = stack.pop()) {
    const { value, depth } = item
    if (value === null || value === undefined || typeof value === 'boolean') {
      bytes += value === false ? 5 : 4
    } else if (typeof value === 'number') {
      if (!Number.isFinite(value)) return 'holds a number JSON cannot carry (too large)'
      bytes += String(value).length
    } else if (typeof value === 'string') {
      const problem = textProblem(value)
      if (problem) return `text ${problem}`
      bytes += jsonBytes(value)
    } else if (typeof value === 'object') {
      if (depth > limits.maxDepth)
        return `is nested more than ${String(limits.maxDepth)} levels deep`
      const isArray = Array.isArray(value)
      const proto: unknown = Object.getPrototypeOf(value)
      if (!isArray && proto !== Object.prototype && proto !== null) return 'is not plain JSON'
      const entries = isArray ? value : Object.entries(value)
      bytes += 2 + Math.max(entries.length - 1, 0)
      for (const entry of entries) {
        if (isArray) {
          stack.push({ value: entry, depth: depth + 1 })
          continue
        }
        const [key, child] = entry as [string, unknown]
        const problem = textProblem(key)
        if (problem) return `a field name ${problem}`
        bytes += jsonBytes(key) + 1
        stack.push({ value: child, depth: depth + 1 })
      }
    } else {
      return 'is not plain JSON'
    }
    if (bytes > limits.maxBytes) return `is larger than ${String(limits.maxBytes)} bytes`
  }
  return null
}
