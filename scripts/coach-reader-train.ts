import {
  featureBuckets,
  featuresOf,
  fnv1a,
  type FeatureVector,
} from '../src/ai/offline/reader/features'
import { softmax, type CompiledWeights } from '../src/ai/offline/reader/compiled-reader'

/**
 * Trains the compiled reader: multinomial logistic regression by stochastic gradient descent,
 * in a seeded order, so the same examples always give the same weights on any machine. Pure; run
 * by `npm run coach:train` (scripts/coach-train.mjs), never in the app, so it lives with the build
 * scripts and only the compiled weights ship.
 */

export interface Example {
  text: string
  label: string
  /** How much the example counts; cue phrases count less than real messages. */
  weight?: number
}

export interface TrainOptions {
  epochs: number
  learningRate: number
  /** L2 shrink per epoch, as a fraction of each weight. */
  decay: number
  seed: number
  /** Weights with a smaller magnitude are dropped from the shipped table. */
  keepAbove: number
}

export const defaultTrainOptions: TrainOptions = {
  epochs: 8,
  learningRate: 4,
  decay: 0,
  seed: 7,
  keepAbove: 0.3,
}

/**
 * Each epoch's order comes from each example's own words, not from one shuffle of the whole list:
 * adding a dozen cue phrases then only slots them in, and leaves every other example where it was.
 * A shuffle of the list re-dealt all of them, so each small data fix moved readings of unrelated
 * messages (a retrain for a recruiter's "what would my first role be" flipped an interview
 * question to the mock-interview card).
 */
function orderOf(keys: readonly string[], salt: number): number[] {
  const places = keys.map((key) => fnv1a(key, salt))
  return keys.map((_, i) => i).sort((a, b) => (places[a] ?? 0) - (places[b] ?? 0) || a - b)
}

interface Dense {
  labels: string[]
  /** bucket-major, so one feature's weights for every label sit together: weights[bucket * labels + label] */
  weights: Float32Array
  bias: Float32Array
}

function scoresOf(model: Dense, x: FeatureVector): Float64Array {
  const scores = Float64Array.from(model.bias)
  const n = model.labels.length
  const w = model.weights
  for (let f = 0; f < x.index.length; f += 1) {
    const base = (x.index[f] ?? 0) * n
    const v = x.value[f] ?? 0
    for (let l = 0; l < n; l += 1) scores[l] = (scores[l] ?? 0) + v * (w[base + l] ?? 0)
  }
  return scores
}

export function trainDense(examples: readonly Example[], options = defaultTrainOptions): Dense {
  const labels = [...new Set(examples.map((e) => e.label))].sort()
  const labelIndex = new Map(labels.map((l, i) => [l, i]))
  const model: Dense = {
    labels,
    weights: new Float32Array(labels.length * featureBuckets),
    bias: new Float32Array(labels.length),
  }
  const xs = examples.map((e) => featuresOf(e.text))
  const keys = examples.map((e) => `${e.label}\u0001${e.text}`)
  for (let epoch = 0; epoch < options.epochs; epoch += 1) {
    const rate = options.learningRate / (1 + epoch)
    for (const i of orderOf(keys, options.seed * 1000 + epoch)) {
      const x = xs[i]
      const example = examples[i]
      if (!x || !example) continue
      const y = labelIndex.get(example.label) ?? 0
      const p = softmax(scoresOf(model, x))
      const step = rate * (example.weight ?? 1)
      const n = labels.length
      p.forEach((pl, l) => {
        const g = (l === y ? 1 : 0) - pl
        if (Math.abs(g) < 1e-4) return
        model.bias[l] = (model.bias[l] ?? 0) + step * g * 0.1
        for (let f = 0; f < x.index.length; f += 1) {
          const k = (x.index[f] ?? 0) * n + l
          model.weights[k] = (model.weights[k] ?? 0) + step * g * (x.value[f] ?? 0)
        }
      })
    }
    const keep = 1 - options.decay
    for (let k = 0; k < model.weights.length; k += 1)
      model.weights[k] = (model.weights[k] ?? 0) * keep
  }
  return model
}

/** The dense model as the shipped sparse table. */
export function compile(model: Dense, examplesHash: string, keepAbove: number): CompiledWeights {
  const scale = 1 / 1000
  const q = (w: number) => Math.round(w / scale)
  const rows: number[] = []
  for (let bucket = 0; bucket < featureBuckets; bucket += 1) {
    const n = model.labels.length
    // Softmax ignores a constant added to every label's weight for one feature, so each row is
    // centred first: the many small shared negatives vanish and pruning keeps what tells labels apart.
    let mean = 0
    for (let l = 0; l < n; l += 1) mean += model.weights[bucket * n + l] ?? 0
    mean /= n
    const kept: number[] = []
    for (let l = 0; l < n; l += 1) {
      const w = (model.weights[bucket * n + l] ?? 0) - mean
      if (Math.abs(w) >= keepAbove) kept.push(l, q(w))
    }
    if (kept.length > 0) rows.push(bucket, kept.length / 2, ...kept)
  }
  return {
    version: 1,
    examplesHash,
    buckets: featureBuckets,
    labels: model.labels,
    bias: Array.from(model.bias, q),
    scale,
    rows,
  }
}

/** FNV-1a over the examples in order: the weights file records which examples made it. */
export function hashExamples(examples: readonly Example[]): string {
  const text = examples.map((e) => `${e.label}\u0001${e.text}\u0001${String(e.weight ?? 1)}\u0002`)
  return fnv1a(text.join(''), 0).toString(16).padStart(8, '0')
}
