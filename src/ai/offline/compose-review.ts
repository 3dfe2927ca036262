import {
  formatNamedIn,
  pastedTextIn,
  REVIEW_MAX_CHARS,
  reviewText,
  type ReviewCriterionId,
  type ReviewCriterionResult,
} from '@/domain/practice/review'

/**
 * A pitch, cold email, LinkedIn note, voicemail script or resume bullets pasted into the chat
 * ("review my email: ...", or the text on its own) gets the practice room's review as a reply:
 * the format, the overall, up to three things that work and up to three fixes, each quoting the
 * person's line and giving the stronger version built from it. Any other message: undefined.
 */

/** The fixes that matter most come first: who it is for and what it asks before the polish. */
const fixOrder: readonly ReviewCriterionId[] = [
  'personalised',
  'one_ask',
  'subject_line',
  'reason',
  'buyer_number',
  'action_verb',
  'shows_result',
  'buyer_focus',
  'no_filler',
  'length',
]

const MAX_POINTS = 3

/** A line of the person's text, quoted; "**" in it would turn into bold. */
const quoted = (line: string) => `“${line.replace(/\*\*/g, '')}”`

const byPriority = (a: ReviewCriterionResult, b: ReviewCriterionResult) =>
  fixOrder.indexOf(a.id) - fixOrder.indexOf(b.id)

const article = (label: string) => (/^[aeiou]/i.test(label) ? 'an' : 'a')

function verdict(score: number): string {
  if (score >= 80) return 'strong already; polish the rest and send it'
  if (score >= 50) return 'a solid start with a few fixes to make'
  return 'worth a rewrite before it goes out'
}

export function reviewReply(message: string): string | undefined {
  const text = pastedTextIn(message)
  if (text === undefined) return undefined
  const review = reviewText(text.slice(0, REVIEW_MAX_CHARS), formatNamedIn(message, text))
  const works = review.criteria.filter((c) => c.met).slice(0, MAX_POINTS)
  const fixes = review.criteria
    .filter((c) => !c.met)
    .sort(byPriority)
    .slice(0, MAX_POINTS)
  const lines = [
    `I read that as ${article(review.formatLabel)} **${review.formatLabel.toLowerCase()}**: ${String(review.met)} of ${String(review.total)} things in place (${String(review.score)}%), ${verdict(review.score)}.`,
  ]
  if (works.length > 0) {
    lines.push('', '**What works**', ...works.map((c) => `- ${c.label}: ${quoted(c.quote)}`))
  }
  if (fixes.length > 0) {
    lines.push(
      '',
      '**What to fix**',
      ...fixes.map(
        (c) =>
          `- **${c.label}.** ${c.note} You wrote: ${quoted(c.quote)} Stronger: ${quoted(c.alternative ?? '')}`,
      ),
    )
  }
  lines.push('', 'Open the practice room’s **Review my text** to iterate.')
  return lines.join('\n')
}
