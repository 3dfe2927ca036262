import { z } from 'zod'
import { lineCriteria, type LineCriterion } from '../../src/domain/practice/line-detector-types'

/**
 * The labelled rep lines (README.md here): each file is one group of voices with its source, each
 * line lists every criterion it shows (all others are labelled absent). The split into dev and
 * holdout is by a hash of the line's text, fixed before any tuning.
 */

const criterion = z.enum(lineCriteria)

export const linesFileSchema = z
  .object({
    voice: z.string().min(10),
    source: z.string().min(4),
    lines: z
      .array(
        z.tuple([
          z
            .string()
            .refine(
              (labels) =>
                labels === '' || labels.split(' ').every((l) => criterion.safeParse(l).success),
              'labels are criterion ids separated by single spaces',
            ),
          z.string().trim().min(1),
        ]),
      )
      .min(10),
  })
  .strict()

export type LinesFile = z.infer<typeof linesFileSchema>

export interface LabelledLine {
  text: string
  labels: Set<LineCriterion>
  file: string
  part: 'dev' | 'holdout'
}

/** FNV-1a over the text: the same line always lands in the same part. */
export function fnv1a(text: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i)
    h = Math.imul(h, 0x01000193) >>> 0
  }
  return h
}

export const partOf = (text: string): 'dev' | 'holdout' =>
  fnv1a(text) % 2 === 0 ? 'dev' : 'holdout'

export function labelledLines(files: Record<string, unknown>): LabelledLine[] {
  return Object.entries(files).flatMap(([file, data]) =>
    linesFileSchema.parse(data).lines.map(([labels, text]) => ({
      text,
      labels: new Set(labels.split(' ').filter(Boolean) as LineCriterion[]),
      file,
      part: partOf(text),
    })),
  )
}

export interface CriterionScore {
  criterion: LineCriterion
  tp: number
  fp: number
  fn: number
  precision: number
  recall: number
  falsePositives: string[]
  falseNegatives: string[]
}

export function scoreCriteria(
  lines: readonly LabelledLine[],
  detect: (criterion: LineCriterion, text: string) => boolean,
): CriterionScore[] {
  return lineCriteria.map((criterion) => {
    const falsePositives: string[] = []
    const falseNegatives: string[] = []
    let tp = 0
    for (const line of lines) {
      const said = detect(criterion, line.text)
      const truth = line.labels.has(criterion)
      if (said && truth) tp += 1
      else if (said) falsePositives.push(line.text)
      else if (truth) falseNegatives.push(line.text)
    }
    const fp = falsePositives.length
    const fn = falseNegatives.length
    return {
      criterion,
      tp,
      fp,
      fn,
      precision: tp + fp === 0 ? 1 : tp / (tp + fp),
      recall: tp + fn === 0 ? 1 : tp / (tp + fn),
      falsePositives,
      falseNegatives,
    }
  })
}
