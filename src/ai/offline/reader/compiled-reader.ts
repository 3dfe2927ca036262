import { featureBuckets, featuresOf } from './features'

/**
 * The compiled reader: a softmax-linear model over hashed n-grams, trained at build time from the
 * labelled examples (`npm run coach:train`, train.ts) and shipped as a sparse table. It knows
 * nothing but the examples: a misreading is fixed by adding examples, never by code here.
 */

/** The shipped form: only the weights that matter, quantised to integers. */
export interface CompiledWeights {
  version: 1
  /** Hash of the examples the weights were trained on; a test keeps it current. */
  examplesHash: string
  buckets: number
  labels: string[]
  /** Per label, quantised. */
  bias: number[]
  /** Multiply a quantised weight by this to get the trained value. */
  scale: number
  /** Flattened rows: bucket, n, then n pairs of (label index, quantised weight). */
  rows: number[]
}

export interface Reading {
  label: string
  /** Softmax probability, 0..1. */
  p: number
}

export interface Reader {
  labels: readonly string[]
  read(message: string): Reading[]
}

export function readerFrom(weights: CompiledWeights): Reader {
  if (weights.buckets !== featureBuckets) throw new Error('reader weights use another hashing')
  const table = new Map<number, { label: Int16Array; weight: Float32Array }>()
  let i = 0
  while (i < weights.rows.length) {
    const bucket = weights.rows[i] ?? 0
    const n = weights.rows[i + 1] ?? 0
    const label = new Int16Array(n)
    const weight = new Float32Array(n)
    for (let k = 0; k < n; k += 1) {
      label[k] = weights.rows[i + 2 + 2 * k] ?? 0
      weight[k] = (weights.rows[i + 3 + 2 * k] ?? 0) * weights.scale
    }
    table.set(bucket, { label, weight })
    i += 2 + 2 * n
  }
  const bias = weights.bias.map((b) => b * weights.scale)
  return {
    labels: weights.labels,
    read(message) {
      const scores = Float64Array.from(bias)
      const { index, value } = featuresOf(message)
      index.forEach((bucket, f) => {
        const row = table.get(bucket)
        if (!row) return
        const v = value[f] ?? 0
        row.label.forEach((l, k) => {
          scores[l] = (scores[l] ?? 0) + v * (row.weight[k] ?? 0)
        })
      })
      return softmax(scores)
        .map((p, l) => ({ label: weights.labels[l] ?? '', p }))
        .sort((a, b) => b.p - a.p)
    },
  }
}

export function softmax(scores: ArrayLike<number>): number[] {
  let max = -Infinity
  for (let i = 0; i < scores.length; i += 1) max = Math.max(max, scores[i] ?? 0)
  const exp = Array.from(scores, (s) => Math.exp(s - max))
  const sum = exp.reduce((a, b) => a + b, 0)
  return exp.map((e) => e / sum)
}
