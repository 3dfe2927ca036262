import { describe, expect, it } from 'vitest'
import formatsJson from './data/formats.json' with { type: 'json' }
import { formatsFileSchema, formatTable } from './formats'

describe('the review formats as data', () => {
  it('data/formats.json matches the schema', () => {
    expect(() => formatsFileSchema.parse(formatsJson)).not.toThrow()
  })

  it('judges every format on its length, with a range that is not empty', () => {
    for (const [format, rule] of Object.entries(formatTable)) {
      expect(rule.criteria, format).toContain('length')
      expect(rule.length.min, format).toBeLessThan(rule.length.max)
    }
  })

  it('rejects a criterion the review does not have', () => {
    const file = structuredClone(formatsJson)
    file.formats.linkedin.criteria.push('spelling')
    expect(() => formatsFileSchema.parse(file)).toThrow()
  })
})
