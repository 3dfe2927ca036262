import { formatOf } from './detect-format'
import { criterionLabel, formatTable, WORDS_PER_SECOND } from './formats'
import { contentJudges } from './judges-content'
import { formJudges } from './judges-form'
import { workJudges } from './judges-work'
import type { Ctx, Judge } from './judge-kit'
import { isAsk } from './review-detectors'
import type { ReviewCriterionId, TextFormat, TextReview } from './review-types'
import { splitText, wordsIn } from './text-parts'

/**
 * "Review my text": a pasted pitch, email, LinkedIn note, voicemail, resume bullets or message to
 * someone the writer works with, judged on its format's criteria (formats.ts). Each criterion quotes the line it is about; a missed one
 * gives a stronger line built from that line (alternatives.ts). Deterministic: the same text
 * always gets the same scorecard.
 */

export { quoteOf } from './judge-kit'

const judges: Record<ReviewCriterionId, Judge> = { ...formJudges, ...contentJudges, ...workJudges }

export function reviewText(text: string, format?: TextFormat): TextReview {
  const parts = splitText(text)
  const chosen = format ?? formatOf(parts, text)
  const lines =
    chosen === 'resume_bullets'
      ? parts.bullets.length > 0
        ? parts.bullets
        : parts.body.split('\n').filter((l) => l.trim() !== '')
      : parts.sentences
  const judged = chosen === 'resume_bullets' ? { ...parts, bullets: lines } : parts
  const words = wordsIn(parts.body)
  const ctx: Ctx = {
    parts: judged,
    format: chosen,
    words,
    seconds: Math.round(words / WORDS_PER_SECOND),
    lines: lines.length > 0 ? lines : [parts.body],
    asks: parts.sentences.filter(isAsk),
  }
  const criteria = formatTable[chosen].criteria.map((id) => ({
    id,
    label: criterionLabel(chosen, id),
    ...judges[id](ctx),
  }))
  const met = criteria.filter((c) => c.met).length
  return {
    format: chosen,
    formatLabel: formatTable[chosen].label,
    detected: format === undefined,
    score: criteria.length === 0 ? 0 : Math.round((met / criteria.length) * 100),
    met,
    total: criteria.length,
    words,
    seconds: ctx.seconds,
    criteria,
  }
}
