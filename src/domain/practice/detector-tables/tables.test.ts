import { describe, expect, it } from 'vitest'
import { allLines, evaluate } from '../../../../tests/practice-eval/eval-run'
import { detectCriterion } from '../line-detectors'
import { lineCriteria } from '../line-detector-types'
import { detectorTables, sharedPieces } from '.'
import { detectorTableSchema, sharedPiecesSchema } from './table-schema'

describe('detector tables as data', () => {
  it('every table file and the shared pieces match the schema', () => {
    expect(() => sharedPiecesSchema.parse(sharedPieces)).not.toThrow()
    for (const id of lineCriteria) {
      const table = detectorTableSchema.parse(detectorTables[id])
      expect(table.criterion, id).toBe(id)
    }
  })

  it('the veto chains between tables never loop', () => {
    const visit = (id: (typeof lineCriteria)[number], path: string[]): void => {
      expect(path, `loop through ${path.join(' -> ')}`).not.toContain(id)
      for (const next of detectorTables[id].unlessCriteria ?? []) visit(next, [...path, id])
    }
    for (const id of lineCriteria) visit(id, [])
  })

  for (const id of lineCriteria) {
    it(`${id}: hits its examples and misses its counter-examples`, () => {
      const { hit, miss } = detectorTables[id].examples
      for (const line of hit) expect(detectCriterion(id, line), line).toBe(true)
      for (const line of miss) expect(detectCriterion(id, line), line).toBe(false)
    })
  }
})

describe('the labelled rep lines (tests/practice-eval)', () => {
  const lines = allLines()

  it('has at least 400 lines, each once, in both parts, with every criterion present', () => {
    expect(lines.length).toBeGreaterThanOrEqual(400)
    expect(new Set(lines.map((l) => l.text)).size).toBe(lines.length)
    for (const part of ['dev', 'holdout'] as const) {
      const own = lines.filter((l) => l.part === part)
      for (const id of lineCriteria)
        expect(
          own.some((l) => l.labels.has(id)),
          `${part} ${id}`,
        ).toBe(true)
    }
  })

  it('the issue’s misjudged lines are read right', () => {
    expect(detectCriterion('permission', 'Could I take 30 seconds to tell you why I called?')).toBe(
      true,
    )
    expect(detectCriterion('reason', 'Could I take 30 seconds to tell you why I called?')).toBe(
      false,
    )
    expect(
      detectCriterion('reason', 'I called because I work with sales ops leaders who hate admin.'),
    ).toBe(true)
    expect(
      detectCriterion('acknowledgement', "That's a fair question. Before I answer it..."),
    ).toBe(true)
    expect(detectCriterion('quantified_pain', '20% less churn')).toBe(false)
    expect(detectCriterion('quantified_pain', '30% off')).toBe(false)
    expect(detectCriterion('decision_process', 'Is the budget approved?')).toBe(false)
  })

  it('each criterion keeps precision >= 90% and recall >= 85% on dev and holdout', () => {
    for (const report of evaluate(lines))
      for (const s of report.scores) {
        expect(s.precision, `${report.part} ${s.criterion} precision`).toBeGreaterThanOrEqual(0.9)
        expect(s.recall, `${report.part} ${s.criterion} recall`).toBeGreaterThanOrEqual(0.85)
      }
  })
})
