import { detectCriterion } from '../../src/domain/practice/line-detectors'
import { labelledLines, scoreCriteria, type CriterionScore, type LabelledLine } from './eval-lines'

/** Loads every labelled file and scores the detector tables on each part (practice:eval). */

const files = import.meta.glob<unknown>('./lines/*.json', { eager: true, import: 'default' })

export function allLines(): LabelledLine[] {
  return labelledLines(
    Object.fromEntries(
      Object.entries(files).map(([path, data]) => [path.replace('./lines/', ''), data]),
    ),
  )
}

export interface PartReport {
  part: 'dev' | 'holdout'
  lines: number
  scores: CriterionScore[]
}

export function evaluate(lines: readonly LabelledLine[] = allLines()): PartReport[] {
  return (['dev', 'holdout'] as const).map((part) => {
    const own = lines.filter((line) => line.part === part)
    return { part, lines: own.length, scores: scoreCriteria(own, detectCriterion) }
  })
}
