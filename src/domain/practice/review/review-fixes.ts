import { formatNamedIn } from './named-format'
import { pastedTextIn } from './pasted-text'
import { reviewText } from './review-text'
import { sentencesOf } from './text-parts'
import {
  REVIEW_MAX_CHARS,
  type ReviewCriterionId,
  type ReviewCriterionResult,
  type TextReview,
} from './review-types'

/**
 * What to change in a reviewed text, and the text with those changes made: the chat's "what
 * should I change first?" and "can you rewrite it?" after a review, from the same criteria.
 */

/**
 * The fixes that matter most come first: who it is for, the tone and what it asks before the
 * polish (a hostile message is defended against, however clear its ask).
 */
const fixOrder: readonly ReviewCriterionId[] = [
  'personalised',
  'calm_tone',
  'one_ask',
  'subject_line',
  'by_when',
  'reason',
  'buyer_number',
  'action_verb',
  'shows_result',
  'buyer_focus',
  'no_filler',
  'length',
]

/** The text pasted into a chat message ("review my email: ..."), with its review; or undefined. */
export function pastedReview(message: string): { text: string; review: TextReview } | undefined {
  const text = pastedTextIn(message)?.slice(0, REVIEW_MAX_CHARS)
  return text === undefined
    ? undefined
    : { text, review: reviewText(text, formatNamedIn(message, text)) }
}

/** The criteria a review found missing, most important first. */
export function reviewFixes(review: TextReview): ReviewCriterionResult[] {
  return review.criteria
    .filter((c) => !c.met)
    .sort((a, b) => fixOrder.indexOf(a.id) - fixOrder.indexOf(b.id))
}

/**
 * The text with each fix's stronger line in place of the line it quotes (the first fix for a
 * line wins) and a missing subject line added on top. A fix whose line is not found verbatim,
 * or whose alternative rewrites the whole body (length), is left for the writer.
 */
export function revisedText(text: string, fixes: readonly ReviewCriterionResult[]): string {
  const replaced = new Set<string>()
  let revised = text.trim().replace(/^["“]|["”]$/g, '')
  for (const fix of fixes) {
    const { quote, alternative } = fix
    if (fix.id === 'length' || fix.id === 'subject_line' || alternative === undefined) continue
    if (replaced.has(quote) || !revised.includes(quote)) continue
    replaced.add(quote)
    revised = withoutEcho(revised.replace(quote, alternative), alternative)
  }
  const subject = fixes.find((fix) => fix.id === 'subject_line')?.alternative
  return subject === undefined ? revised : `Subject: ${subject}\n\n${revised}`
}

/**
 * "Make it shorter": the revised text cut to the sentences that carry a check (a line the review
 * quoted as working, or a stronger line put in), in their order; the rest was what made it long.
 * A text with nothing left to cut comes back as revised.
 */
export function shorterText(text: string, review: TextReview): string {
  const revised = revisedText(text, reviewFixes(review))
  const carried = review.criteria
    .flatMap((c) => (c.met ? [c.quote] : c.alternative === undefined ? [] : [c.alternative]))
    .map((line) => line.replace(/…$/, '').split(' ').slice(0, 6).join(' '))
  const sentences = sentencesOf(revised.replace(/^Subject:[^\n]*\n+/, ''))
  const kept = sentences.filter((s) => carried.some((opening) => s.includes(opening)))
  if (kept.length === 0 || kept.length === sentences.length) return revised
  const subject = /^Subject:[^\n]*/.exec(revised)?.[0]
  return [subject, kept.join(' ')].filter((part) => part !== undefined).join('\n\n')
}

/**
 * A stronger line built from another sentence of the text ("I'd love to show you a demo
 * sometime on [day] at [time].") makes that sentence an echo: it goes.
 */
function withoutEcho(text: string, line: string): string {
  const opening = line.split(' ').slice(0, 6).join(' ')
  // Split as the review splits ("e.g." stays whole), or half an echo is left behind.
  const echo = sentencesOf(text).find((s) => s !== line.trim() && s.startsWith(opening))
  return echo === undefined || opening.split(' ').length < 6 ? text : text.replace(echo, '')
}
