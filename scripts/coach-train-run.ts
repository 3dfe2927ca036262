import { situationCards } from '../src/ai/offline/situations'
import {
  cueExamples,
  messageExamples,
  type LabelledMessage,
} from '../src/ai/offline/reader/examples'
import type { Example } from '../src/ai/offline/reader/train'

/** Gathers the reader's examples; loaded by scripts/coach-train.mjs. */
export function loadExamples(raw: {
  wordings: { q: string; want: string }[]
  own: LabelledMessage[]
  dev: { question: string; situation: string }[]
}): { fixed: Example[]; devExamples: Example[] } {
  const fixed = [
    ...cueExamples(situationCards),
    ...messageExamples(raw.wordings.map((w) => ({ text: w.q, card: w.want }))),
    ...messageExamples(raw.own),
  ]
  const devExamples = messageExamples(raw.dev.map((d) => ({ text: d.question, card: d.situation })))
  return { fixed, devExamples }
}
