import { describe, expect, it } from 'vitest'
import { analyseLine, detectNextStep } from './detectors'
import { detectorAccuracy, detectorVerdict } from './testing/detector-accuracy'
import { labelledLines, type DetectorName } from './testing/labelled-lines'

describe('behaviour detectors on labelled good and bad lines', () => {
  for (const name of Object.keys(labelledLines) as DetectorName[]) {
    const rows = labelledLines[name]
    it(`${name}: has both good and bad lines`, () => {
      expect(rows.some(([, label]) => label)).toBe(true)
      expect(rows.some(([, label]) => !label)).toBe(true)
    })
  }

  it('each detector agrees with at least 8 in 10 of its labelled lines', () => {
    const table = detectorAccuracy()
    for (const row of table) expect(row.correct / row.total, row.name).toBeGreaterThanOrEqual(0.8)
    const correct = table.reduce((sum, row) => sum + row.correct, 0)
    const total = table.reduce((sum, row) => sum + row.total, 0)
    expect(correct / total).toBeGreaterThanOrEqual(0.9)
    if (process.env.PRACTICE_ACCURACY)
      console.log(JSON.stringify({ correct, total, table }, null, 1))
  })
})

describe('detectors, specific behaviour', () => {
  it('finds the day and time of a specific next step, and none in a vague one', () => {
    expect(detectNextStep('Could we look at it together on Tuesday at 10?')).toBe('Tuesday at 10')
    expect(detectNextStep('Shall we talk next week sometime?')).toBeNull()
  })

  it('counts open and closed questions separately in one line', () => {
    expect(analyseLine('Do you use a CRM? How do your reps log calls?').questions).toEqual([
      'closed',
      'open',
    ])
  })

  it('only counts an acknowledgement that comes before the answer', () => {
    expect(detectorVerdict('acknowledges', 'I hear you. What would make it worth it?')).toBe(true)
    expect(detectorVerdict('acknowledges', 'Our price is low. I hear you though.')).toBe(false)
  })

  it('counts personalisation from the scenario card', () => {
    expect(analyseLine('Larkspur is growing fast.', ['larkspur']).personalised).toBe(true)
    expect(analyseLine('Larkspur is growing fast.').personalised).toBe(false)
  })
})
