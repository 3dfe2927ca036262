import { normalizeText } from '@/domain/coaching'

/**
 * The compiled reader's features: word 1-2 grams and character 3-5 grams inside words, hashed into
 * a fixed number of buckets so the weights ship as a small sparse table and never need a
 * vocabulary. Values are sublinear counts, L2-normalised, so a long letter and a short chat line
 * weigh alike.
 */

/** 2^18 buckets: collisions stay rare for a few hundred thousand distinct n-grams. */
export const featureBuckets = 1 << 18

/** A sparse feature vector: parallel arrays of bucket indexes and values. */
export interface FeatureVector {
  index: Int32Array
  value: Float32Array
}

/** FNV-1a of a string with a salt: n-gram buckets, the training order and the examples' hash. */
export function fnv1a(text: string, salt: number): number {
  let hash = (0x811c9dc5 ^ salt) >>> 0
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  return hash
}

const bucketOf = (text: string, salt: number) => fnv1a(text, salt) % featureBuckets

/** Words of a message as the reader sees them: lower case, punctuation gone, digits as "0". */
export function readerWords(message: string): string[] {
  return normalizeText(message)
    .replace(/\d+/g, '0')
    .split(' ')
    .filter((w) => w !== '')
}

/** Hashed n-gram counts of one message. */
function counts(words: readonly string[]): Map<number, number> {
  const found = new Map<number, number>()
  const add = (bucket: number) => found.set(bucket, (found.get(bucket) ?? 0) + 1)
  words.forEach((word, i) => {
    add(bucketOf(word, 1))
    const next = words[i + 1]
    if (next !== undefined) add(bucketOf(`${word} ${next}`, 2))
    const padded = ` ${word} `
    for (let n = 3; n <= 5; n += 1)
      for (let s = 0; s + n <= padded.length; s += 1) add(bucketOf(padded.slice(s, s + n), 3))
  })
  return found
}

export function featuresOf(message: string): FeatureVector {
  const found = counts(readerWords(message))
  const entries = [...found].sort((a, b) => a[0] - b[0])
  const index = new Int32Array(entries.length)
  const value = new Float32Array(entries.length)
  let norm = 0
  entries.forEach(([bucket, n], i) => {
    const v = 1 + Math.log(n)
    index[i] = bucket
    value[i] = v
    norm += v * v
  })
  const scale = norm > 0 ? 1 / Math.sqrt(norm) : 0
  for (let i = 0; i < value.length; i += 1) value[i] = (value[i] ?? 0) * scale
  return { index, value }
}
