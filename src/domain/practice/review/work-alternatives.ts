import { hostilePhrases, type HostilePhrase } from './hostile-phrases'
import { detects, isAsk } from './review-detectors'
import { wordsIn, type TextParts } from './text-parts'
import {
  capitalise,
  contentSentences,
  linesWithin,
  tidy,
  trimEnd,
  withoutFillers,
} from './text-lines'

/**
 * Stronger lines for a message to someone the writer works with, built from their own words:
 * the hostile words taken out, a date to answer by, the fact the message rests on, one ask.
 * [Brackets] mark what only the writer knows.
 */

const format = 'work_message'
const byDay = 'by [a day, like Friday at noon]'

const straight = (line: string) => line.replace(/[’‘]/g, "'")

function rewrite(line: string, phrase: HostilePhrase): string {
  return typeof phrase.replace === 'string'
    ? line.replace(phrase.pattern, phrase.replace)
    : line.replace(phrase.pattern, phrase.replace)
}

/** The hostile phrases of a line as written ("This is ridiculous", "You always", "!!"). */
export function hostileIn(line: string): string[] {
  let rest = straight(line)
  const found: string[] = []
  for (const phrase of hostilePhrases) {
    for (let i = 0; i < 5; i += 1) {
      const match = phrase.pattern.exec(rest)
      if (match === null) break
      found.push(match[0].trim().replace(/(\w)[.!,]+$/, '$1'))
      rest = rest.replace(phrase.pattern, ' ')
    }
  }
  return found
}

export const isHostile = (line: string) => hostileIn(line).length > 0

/**
 * The line with each hostile phrase rewritten and, unless `bare`, the first fact an absolute was
 * hiding asked for in [brackets]; '' when the line was only anger.
 */
export function calmLine(line: string, bare = false): string {
  let out = straight(line)
  let asks: string | undefined
  for (const phrase of hostilePhrases) {
    // Bounded: a phrase's own replacement never matches it again, but a table edit might.
    for (let i = 0; i < 5 && phrase.pattern.test(out); i += 1) {
      out = rewrite(out, phrase)
      asks ??= phrase.asks
    }
  }
  const calm = trimEnd(tidy(out))
  if (wordsIn(calm) < 3) return ''
  const end = /\?\s*$/.test(tidy(out)) ? '?' : '.'
  return capitalise(`${calm}${asks && !bare ? ` ${asks}` : ''}${end}`)
}

/** The calmer version of the quoted sentences; a line that was only anger goes. */
export function calmAlternative(lines: readonly string[]): string {
  const calm = lines.map((l) => calmLine(l)).filter((l) => l !== '')
  return calm.length > 0
    ? calm.join(' ')
    : `[What happened, and when]. [What you need from them, ${byDay}]?`
}

/** The person's line, without filler or hostile words, to build on; no end mark. */
function own(line: string): string {
  const clean = withoutFillers(line, format)
  if (!isHostile(clean)) return trimEnd(clean)
  return trimEnd(calmLine(clean, true)) || '[What happened, and when]'
}

const endOf = (line: string) => (/\?\s*$/.test(line) ? '?' : '.')

/**
 * A request ("could you ...", "can we ...") or a statement ("please confirm ...") takes the date
 * inside it; any other question ("is there anything ...?") gets one after.
 */
const request = /^(could|can|would|will) (you|we|i)\b/i

export function byWhenAlternative(parts: TextParts, asks: readonly string[]): string {
  const ask = asks[0]
  if (ask === undefined) {
    const last = contentSentences(parts, format).at(-1) ?? parts.body
    return `${own(last)}. Could you reply ${byDay}?`
  }
  const line = own(ask)
  if (request.test(line) || endOf(ask) === '.') return `${line} ${byDay}${endOf(ask)}`
  return `${line}? If you can tell me ${byDay}, I can [what the answer lets you do].`
}

/** What a fact attaches to: "the offer", "the plan", "this account". */
const factHolder =
  /\b(offer|plan|deal|account|commission|contract|idea|upsell|renewal|project|target)s?\b/i

/** The sentence a fact would make concrete: one naming what it is about, else the longest non-ask. */
export function factSentence(parts: TextParts): string {
  const lines = contentSentences(parts, format).filter((s) => !isAsk(s))
  const pool = lines.length > 0 ? lines : contentSentences(parts, format)
  const longest = pool.reduce((a, b) => (wordsIn(b) > wordsIn(a) ? b : a), pool[0] ?? parts.body)
  return pool.find((s) => factHolder.test(s)) ?? longest
}

export function factAlternative(sentence: string): string {
  return `${own(sentence)}: [the fact: the amount, date, clause or deal it is about].`
}

export function workAskAlternative(parts: TextParts, asks: readonly string[]): string {
  const lines = contentSentences(parts, format)
  const first = asks[0]
  if (first === undefined) {
    const last = own(lines.at(-1) ?? parts.body)
    return `${last}. Could you [the one thing you need from them] ${byDay}?`
  }
  if (detects('vagueAsk', first)) {
    const topic = own(lines.find((s) => !isAsk(s)) ?? first)
    return `${topic}: could you [approve it, or say what it needs] ${byDay}?`
  }
  // Several asks: the first one stays, with a date if it has none.
  const line = own(first)
  return `${line}${detects('byWhen', line) ? '' : ` ${byDay}`}${endOf(first)}`
}

/** Too short: the lines, calmed, and what is missing; too long: the fact, the date and the ask. */
export function workLengthAlternative(
  parts: TextParts,
  tooLong: boolean,
  maxWords: number,
): string {
  const lines = contentSentences(parts, format)
    .map((s) => calmLine(withoutFillers(s, format)))
    .filter((s) => s !== '')
  if (!tooLong) {
    const missing = [
      lines.some((s) => detects('number', s) || detects('workFact', s))
        ? undefined
        : '[The fact: an amount, a date, a clause or the deal.]',
      lines.some(isAsk) ? undefined : `[One ask, with a day to answer by.]`,
    ].filter((f) => f !== undefined)
    return [...lines, ...(missing.length > 0 ? missing : ['[What it lets you do next.]'])].join(' ')
  }
  const useful = lines.filter(
    (s) => detects('number', s) || detects('workFact', s) || detects('byWhen', s) || isAsk(s),
  )
  return linesWithin(useful.length > 0 ? useful : lines, maxWords)
}
