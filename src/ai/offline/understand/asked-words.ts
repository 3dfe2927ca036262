import { contentStems } from './word-model'

/**
 * How people word each situation, learned from the evaluation set's dev part (real questions,
 * labelled): per situation, the content-word stems of its questions and how often each occurs.
 * The cards say what a coach says; these say what a person writes ("my manager put me on notice",
 * "they changed the comp plan"), which is the vocabulary a new message arrives in. Built by
 * `npm run coach:words` and checked against dev.json by a unit test; the holdout never enters.
 */
export type AskedWordTable = Record<string, Record<string, number>>

export interface LabelledQuestion {
  question: string
  situation: string
}

/** Stem counts per situation, with situations and stems in sorted order for a stable file. */
export function askedWordTable(items: readonly LabelledQuestion[]): AskedWordTable {
  const counts = new Map<string, Map<string, number>>()
  for (const { question, situation } of items) {
    const stems = counts.get(situation) ?? new Map<string, number>()
    for (const stem of contentStems(question)) stems.set(stem, (stems.get(stem) ?? 0) + 1)
    counts.set(situation, stems)
  }
  const sorted = <T>(entries: Iterable<[string, T]>) =>
    [...entries].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
  return Object.fromEntries(
    sorted(counts).map(([situation, stems]) => [situation, Object.fromEntries(sorted(stems))]),
  )
}
