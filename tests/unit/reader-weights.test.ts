import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import weights from '../../src/ai/offline/data/reader-weights.json' with { type: 'json' }
import { readerFrom, type CompiledWeights } from '../../src/ai/offline/reader/compiled-reader'
import { hashExamples } from '../../scripts/coach-reader-train'
import { situationCards } from '../../src/ai/offline/situations'
import { loadExamples } from '../../scripts/coach-train-run'

const read = (path: string): unknown =>
  JSON.parse(readFileSync(new URL(path, import.meta.url), 'utf8'))

function examplesNow() {
  const dir = new URL('../coach-eval/wordings/', import.meta.url)
  const wordings = readdirSync(dir)
    .sort()
    .flatMap((f) => read(`../coach-eval/wordings/${f}`) as { q: string; want: string }[])
  const ownDir = new URL('../../src/ai/offline/data/examples/', import.meta.url)
  const own = readdirSync(ownDir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .flatMap(
      (f) => read(`../../src/ai/offline/data/examples/${f}`) as { text: string; card: string }[],
    )
  const dev = read('../coach-eval/dev.json') as { question: string; situation: string }[]
  const { fixed, devExamples } = loadExamples({ wordings, own, dev })
  return [...fixed, ...devExamples]
}

describe('the compiled reader', () => {
  const compiled = weights as CompiledWeights

  it('was compiled from the examples as they are now (run npm run coach:train after changing them)', () => {
    expect(compiled.examplesHash).toBe(hashExamples(examplesNow()))
  })

  it('knows every situation card and reads a plain question as its card', () => {
    const ids = new Set(situationCards.map((c) => c.id))
    for (const label of compiled.labels) expect(ids.has(label)).toBe(true)
    const reader = readerFrom(compiled)
    const [best] = reader.read('I was put on a performance improvement plan today, what do I do?')
    expect(best?.label).toBe('pip')
  })
})
