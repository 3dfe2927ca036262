import { describe, expect, it } from 'vitest'
import signalsFile from './data/resume-signals.json' with { type: 'json' }
import { resumeSignals, resumeSignalsFileSchema } from './resume-signal-table'

describe('the resume signals as data', () => {
  it('resume-signals.json matches the schema', () => {
    expect(() => resumeSignalsFileSchema.parse(signalsFile)).not.toThrow()
  })

  it('gives every signal its own id', () => {
    const ids = resumeSignals.map((signal) => signal.id)
    expect(new Set(ids).size).toBe(ids.length)
  })

  it('rejects points for a role the catalogue does not have', () => {
    const [first] = resumeSignals
    const file = {
      $comment: 'a signal with a typo in it',
      signals: [{ ...first, points: { ea: 2 } }],
    }
    expect(() => resumeSignalsFileSchema.parse(file)).toThrow()
  })
})
