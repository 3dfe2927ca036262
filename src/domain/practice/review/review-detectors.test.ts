import { describe, expect, it } from 'vitest'
import { detects, reviewDetectors, type DetectorName } from './review-detectors'

describe('review detectors, as data', () => {
  for (const name of Object.keys(reviewDetectors) as DetectorName[]) {
    const { examples, looksFor } = reviewDetectors[name]
    it(`${name} (${looksFor}): hits its examples and misses its counter-examples`, () => {
      expect(examples.hit.length).toBeGreaterThan(0)
      expect(examples.miss.length).toBeGreaterThan(0)
      for (const line of examples.hit) expect(detects(name, line), line).toBe(true)
      for (const line of examples.miss) expect(detects(name, line), line).toBe(false)
    })
  }
})
