import { describe, expect, it } from 'vitest'
import { contentStems, inverseDocumentFrequency } from './word-model'

describe('word statistics', () => {
  it('keeps content words only, stemmed', () => {
    expect(contentStems('What should I do about my warnings?')).toEqual(['warning'])
  })

  it('weighs a word one document uses above a word every document uses, and that one at 0', () => {
    const idf = inverseDocumentFrequency([
      { id: 'pip', texts: ['performance plan targets, sales manager'] },
      { id: 'layoff', texts: ['severance after a restructuring, sales team'] },
      { id: 'equity', texts: ['stock options in a sales startup'] },
    ])
    expect(idf.get('sales')).toBe(0)
    const [severance = ''] = contentStems('severance')
    expect(idf.get(severance) ?? 0).toBeGreaterThan(1)
    expect(idf.get('unknown')).toBeUndefined()
  })
})
