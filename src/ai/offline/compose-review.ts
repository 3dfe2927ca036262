import { pastedReview, reviewFixes, revisedText, shorterText } from '@/domain/practice/review'
import type { ChatMessage } from '@/domain/coaching'

/**
 * A pitch, cold email, LinkedIn note, voicemail script or resume bullets pasted into the chat
 * ("review my email: ...", or the text on its own) gets the practice room's review as a reply:
 * the format, the overall, up to three things that work and up to three fixes, each quoting the
 * person's line and giving the stronger version built from it. Any other message: undefined.
 */

const MAX_POINTS = 3

/** A line of the person's text, quoted; "**" in it would turn into bold. */
const quoted = (line: string) => `“${line.replace(/\*\*/g, '')}”`

const article = (label: string) => (/^[aeiou]/i.test(label) ? 'an' : 'a')

function verdict(score: number): string {
  if (score >= 80) return 'strong already; polish the rest and send it'
  if (score >= 50) return 'a solid start with a few fixes to make'
  return 'worth a rewrite before it goes out'
}

export function reviewReply(message: string): string | undefined {
  const { review } = pastedReview(message) ?? {}
  if (review === undefined) return undefined
  const works = review.criteria.filter((c) => c.met).slice(0, MAX_POINTS)
  const fixes = reviewFixes(review).slice(0, MAX_POINTS)
  const lines = [
    `I read that as ${article(review.formatLabel)} **${review.formatLabel.toLowerCase()}**: ${String(review.met)} of ${String(review.total)} things in place (${String(review.score)}%), ${verdict(review.score)}.`,
  ]
  if (works.length > 0)
    lines.push('', '**What works**', ...works.map((c) => `- ${c.label}: ${quoted(c.quote)}`))
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

const asksRewrite = /\b(rewrite|re-write|redo|rework|fix it|edit it|better version|improve it)\b/i
const asksShorter = /\b(shorter|shorten|too long|cut it down|trim it)\b/i
const ready = 'Yes, it is ready to send. One change would make it stronger: '
const notYet = 'Not quite yet. First, '
const asksVerdict =
  /\b(is (it|this|the (message|email|note|draft)) (ok|okay|good|fine)( to send)?( or not)?|ok or not|good to send|can i send it|(should i|i should) send (it|the (message|email|note|text)( to \w+)?( or not)?)|(does it |it )sounds? (ok|okay|fine|needy|desperate|pushy|aggressive|rude|weird|too \w+))\b/i
const asksFirst = /\b(first|change|fix|improve|biggest|most important|priority)\b/i

/** "Rewrite the first two lines": those lines of the revised text (its subject aside), not all. */
function scoped(message: string, revised: string): [string, string] {
  const asked = /\bfirst (one|two|three|[123]) (lines?|sentences?)\b/.exec(message.toLowerCase())
  const count = Number(asked?.[1]) || ['one', 'two', 'three'].indexOf(`${asked?.[1]}`) + 1
  if (!asked || count < 1) return ['it is', revised]
  const sentences = revised.replace(/^subject:[^\n]*\n+/i, '').split(/(?<=[.!?])\s+/)
  return [`are the first ${asked[1] ?? ''} ${asked[2] ?? ''}`, sentences.slice(0, count).join(' ')]
}

/**
 * Within a turn of a review, "what should I change first?" gets the top fix and "can you rewrite it?"
 * the text with the fixes in place; "should I send it?" gets a yes or a not yet a few turns later
 * too; anything else is read as usual (undefined).
 */
export function reviewFollowUp(message: string, history: readonly ChatMessage[]) {
  // The review within the last two turns ("what should I change first?", then "rewrite it").
  const at = history.findLastIndex((m) => m.content.startsWith('I read that as'))
  // Asked outright whether to send it ("just tell me if i should send the message to mark"), a
  // few turns later still.
  const verdict = asksVerdict.test(message)
  if (at < 1 || history.length - at > (verdict ? 11 : 5)) return undefined
  const { text, review } = pastedReview(history[at - 1]?.content ?? '') ?? {}
  if (text === undefined || review === undefined) return undefined
  const [top, ...rest] = reviewFixes(review)
  const shorter = asksShorter.test(message)
  const rewrite = asksRewrite.test(message) || shorter
  // A question of its own ("how do I start prospecting?") is not about the text.
  const short = message.split(' ').length <= 10
  if (!rewrite && !verdict && !(asksFirst.test(message) && short)) return undefined
  if (top === undefined)
    return 'Nothing big to change: every check passed. Read it aloud and send it.'
  if (shorter) {
    const cut = shorterText(text, review)
    const intro =
      cut === revisedText(text, [top, ...rest])
        ? 'Every line already does work, so it is about as short as it gets; with the fixes in place:'
        : 'Here it is shorter, kept to the lines that do the work, with the fixes in place:'
    return `${intro}\n\n> ${cut.replace(/\n+/g, '\n>\n> ')}`
  }
  if (rewrite) {
    const [scope, revised] = scoped(message, revisedText(text, [top, ...rest]))
    return `Here ${scope} with the fixes in place; [brackets] are facts only you know:\n\n> ${revised.replace(/\n+/g, '\n>\n> ')}`
  }
  // The review's own sentences are not said again: the change itself, worded fresh.
  const better = quoted(top.alternative ?? '')
  const change =
    top.id === 'subject_line'
      ? `add the subject line ${better}`
      : `instead of ${quoted(top.quote)}, try ${better}`
  const after = rest.map((c) => c.label.toLowerCase()).join('; ')
  // "Is the message ok or not?": a yes or a not yet first, then the change that decides it; asked
  // again, the answer again in other words, without the change said already.
  const lead = verdict ? (rest.length === 0 ? ready : notYet) : 'First, '
  if (verdict && history.some((m) => m.content.includes(lead)))
    return rest.length === 0
      ? 'Yes: send it as it is; the one change above is up to you.'
      : 'Still not yet: make that one change first, then send it.'
  return `${lead}**${top.label.toLowerCase()}**: ${change}.${after === '' ? '' : `\n\nAfter that: ${after}.`}`
}
