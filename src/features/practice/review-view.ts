import { reviewTextProblem, REVIEW_TEXT_MAX } from '@/contract/constants'
import { formatTable } from '@/domain/practice/review/formats'
import {
  textFormats,
  type TextFormat,
  type TextReview,
} from '@/domain/practice/review/review-types'

/** Words the "Review my text" section shows: the format choices, the summary, the counts. */

export type FormatChoice = TextFormat | 'auto'

export const formatChoices: { value: FormatChoice; label: string }[] = [
  { value: 'auto', label: 'Detect automatically' },
  ...textFormats.map((format) => ({ value: format, label: formatTable[format].label })),
]

export function isFormatChoice(value: string): value is FormatChoice {
  return formatChoices.some((choice) => choice.value === value)
}

/** The same messages as POST /api/practice/review, so the screen and the endpoint agree. */
export const reviewInputProblem = reviewTextProblem

const thousands = (n: number) => n.toLocaleString('en-US')

export const overLimit = (text: string) => text.trim().length > REVIEW_TEXT_MAX

/** "1,204 / 5,000 characters". */
export function characterCount(text: string): string {
  return `${thousands(text.trim().length)} / ${thousands(REVIEW_TEXT_MAX)} characters`
}

export function reviewSummary(review: TextReview): string {
  return `${String(review.met)} of ${String(review.total)} in place (${String(review.score)}%)`
}

/** "Read as a cold email (detected) · about 65 words, 26 seconds aloud". */
export function reviewDetails(review: TextReview): string {
  const how = review.detected ? 'detected' : 'as you chose'
  const size = `about ${String(review.words)} words, ${String(review.seconds)} seconds aloud`
  return `Read as a ${review.formatLabel.toLowerCase()} (${how}) · ${size}`
}

/** "First pass: 2 credits added to your account.", or null when nothing was added. */
export function reviewCreditsText(credits: number): string | null {
  return credits > 0 ? `First pass: ${String(credits)} credits added to your account.` : null
}
