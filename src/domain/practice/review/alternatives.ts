import { detects, hasTrigger, isAsk, pronounCounts } from './review-detectors'
import type { TextFormat } from './review-types'
import { wordsIn, type TextParts } from './text-parts'
import { workAskAlternative, workLengthAlternative } from './work-alternatives'
import {
  linesWithin,
  capitalise,
  contentSentences,
  lowerFirst,
  prospectCompany,
  shortPhrase,
  tidy,
  trimEnd,
  valueSentence,
  withoutFillers,
} from './text-lines'

/**
 * Stronger lines built from the person's own text: the quoted line reworked, never a stock line
 * that could follow anyone's text. [Brackets] mark the fact only the writer knows.
 */

const bracketFacts = {
  trigger: '[One line on what you noticed about them.]',
  number: '[One result with a number.]',
  ask: '[One ask with a day and time.]',
  bullet: '[how much or how many] [what it led to]',
  more: '[One line on the result a team like theirs got.]',
}

export function lengthAlternative(
  parts: TextParts,
  format: TextFormat,
  tooLong: boolean,
  maxWords: number,
): string {
  if (format === 'work_message') return workLengthAlternative(parts, tooLong, maxWords)
  if (format === 'resume_bullets') {
    const bullet = parts.bullets[0] ?? parts.body
    if (!tooLong) return `${trimEnd(bullet)}: ${bracketFacts.bullet}`
    const chunks = bullet.split(/,\s*|\s+(?:and|while|by)\s+/)
    const kept = chunks.filter((c, i) => i === 0 || /\d/.test(c))
    return `${capitalise(trimEnd(kept.join(', ')))}.`
  }
  const lines = contentSentences(parts, format).map((s) => withoutFillers(s, format))
  if (!tooLong) {
    const missing = [
      lines.some(hasTrigger) ? undefined : bracketFacts.trigger,
      lines.some((s) => detects('number', s)) ? undefined : bracketFacts.number,
      lines.some(isAsk) ? undefined : bracketFacts.ask,
    ].filter((f) => f !== undefined)
    return `${lines.join(' ')} ${missing.length > 0 ? missing.join(' ') : bracketFacts.more}`
  }
  // Keep the lines that carry the message, in order: them, why now, the number, the ask.
  const useful = lines.filter(
    (s) => hasTrigger(s) || detects('reason', s) || detects('number', s) || isAsk(s),
  )
  return linesWithin(useful.length > 0 ? useful : lines, maxWords)
}

export function personalAlternative(parts: TextParts, format: TextFormat): string {
  const line = trimEnd(
    withoutFillers(
      valueSentence(parts, format) ?? contentSentences(parts, format)[0] ?? parts.body,
      format,
    ),
  )
  if (format === 'elevator_pitch') {
    return `For [who it is for: a role at a kind of company], ${lowerFirst(line)}.`
  }
  const company = prospectCompany(parts) ?? 'their company'
  return `${parts.name ?? '[Name]'}, I saw [one specific thing at ${company}: a hire, a launch, a post]. ${capitalise(line)}.`
}

export function reasonAlternative(parts: TextParts, format: TextFormat): string {
  const lines = contentSentences(parts, format)
  const value =
    valueSentence(parts, format) ?? lines.find((s) => !isAsk(s)) ?? lines[0] ?? parts.body
  const company = prospectCompany(parts)
  return `I'm reaching out because [what you noticed${company ? ` at ${company}` : ''}, and why it matters now], and ${lowerFirst(trimEnd(withoutFillers(value, format)))}.`
}

/** The claim a number would make concrete: a non-ask line that helps, saves, cuts or grows. */
export function claimSentence(parts: TextParts, format: TextFormat): string {
  const lines = contentSentences(parts, format).filter((s) => !isAsk(s))
  return (
    lines.find((s) =>
      /\b(help|helps|helped|save|saves|cut|cuts|reduce|reduces|increase|grow|grows|improve|faster|more|less|fewer|customers|clients)\b/i.test(
        s,
      ),
    ) ??
    valueSentence(parts, format) ??
    lines[0] ??
    contentSentences(parts, format)[0] ??
    parts.body
  )
}

const vagueAmounts: readonly [RegExp, string][] = [
  [/\b(save|saves|saving|saved) (\w+ )?time\b/i, '$1 $2[N hours a week]'],
  [/\b(a lot of|lots of|more|less) time\b/i, '[N hours a week]'],
  [/\b(save|saves|saving|saved) money\b/i, '$1 [$X a year]'],
  [/\b(more|better) (meetings|pipeline|revenue|deals|leads|replies)\b/i, '[N%] more $2'],
  [/\bfaster\b/i, '[N days] faster'],
  [/\bquickly\b/i, 'in [N days]'],
  [/\b(fewer|less) (\w+)/i, '[N%] $1 $2'],
  [
    /\b(grow|grows|growing|increase|increases|boost|boosts|improve|improves|reduce|reduces|cut|cuts) (\w+(?: \w+)?)\b/i,
    '$1 $2 by [N%]',
  ],
  [/\b(customers|clients|companies|teams)\b/i, '[N] $1'],
]
const adjectives =
  /^(new|key|top|large|small|major|enterprise|target|qualified|inbound|outbound|existing|potential|strategic|local|national|global|senior|junior|mid-market|smb|b2b|saas)$/i

export function numberAlternative(sentence: string, format: TextFormat): string {
  const line = trimEnd(withoutFillers(sentence, format))
  if (format === 'resume_bullets') {
    const words = line.split(' ')
    const plural = words.findIndex(
      (w, i) => i > 0 && /^[a-z]{4,}s$/i.test(w) && !/(ss|us|is)$/i.test(w) && !/^sales$/i.test(w),
    )
    if (plural > 0) {
      const at = adjectives.test(words[plural - 1] ?? '') ? plural - 1 : plural
      return `${[...words.slice(0, at), '[N]', ...words.slice(at)].join(' ')}.`
    }
    return `${line} ([N], [X]% of target).`
  }
  for (const [pattern, replace] of vagueAmounts) {
    if (pattern.test(line)) return `${tidy(line.replace(pattern, replace))}.`
  }
  return `${line}: [a number for them: hours a week or $ a quarter].`
}

const vagueAction =
  /\b(?:if you(?:'d| would)? (?:want|like|are open|'re open) to|a good time to|when you(?:'re| are) free to|happy to|love to)\s+(.+)$/i

export function askAlternative(
  parts: TextParts,
  asks: readonly string[],
  format: TextFormat,
): string {
  // A manager gets one ask with a date, never "15 minutes to see if that fits your team".
  if (format === 'work_message') return workAskAlternative(parts, asks)
  const company = prospectCompany(parts)
  const lines = contentSentences(parts, format)
  const who = parts.name ? `${parts.name}, ` : ''
  if (asks.length === 0) {
    const last = trimEnd(withoutFillers(lines.at(-1) ?? parts.body, format))
    if (format === 'voicemail') {
      return `${last}. Call me back at [your number], or I'll try you again on [day] at [time].`
    }
    if (format === 'elevator_pitch') {
      return `${last}. How does ${company ?? 'your team'} handle that today?`
    }
    return `${last}. ${capitalise(`${who}worth`)} 15 minutes on [day] at [time] to see if that fits ${company ?? 'your team'}?`
  }
  const first = asks[0] ?? ''
  const single = trimEnd(
    withoutFillers(
      first.replace(
        /\s*(,\s*(?=reply|call|click|book|email|visit)|\band also\b|\bas well as\b|\bor (?=reply|call|click|book|email|visit)).*$/i,
        '',
      ),
      format,
    ),
  )
  if (detects('vagueAsk', single) || single === '') {
    const action = vagueAction.exec(single)?.[1]
    if (action) return `${capitalise(`${who}could`)} we ${trimEnd(action)} on [day] at [time]?`
    const value = valueSentence(parts, format)
    const topic = value
      ? `how ${lowerFirst(shortPhrase(withoutFillers(value, format), 8, 60))}`
      : '[the one point you want them to act on]'
    return `${capitalise(`${who}could`)} we take 15 minutes on [day] at [time] to go over ${topic}?`
  }
  const specific =
    /\b(mon|tues|wednes|thurs|fri)day\b|\btomorrow\b|\bthis week\b|\bnext week\b|\b\d{1,2}\s?(am|pm)\b/i.test(
      single,
    )
  const end =
    /\?\s*$/.test(first) || /^(could|can|would|will|are|is|do|does|worth|open|mind)\b/i.test(single)
      ? '?'
      : '.'
  return `${single}${specific ? '' : ' on [day] at [time]'}${end}`
}

export function fillerAlternative(parts: TextParts, sentence: string, format: TextFormat): string {
  const cleaned = withoutFillers(sentence, format)
  if (wordsIn(cleaned) >= 3) return cleaned
  const index = parts.sentences.indexOf(sentence)
  const next = parts.sentences
    .slice(index + 1)
    .map((s) => withoutFillers(s, format))
    .find((s) => wordsIn(s) >= 3)
  if (next !== undefined) return next
  return format === 'work_message'
    ? '[Open with the one thing you need from them]'
    : `[Open with what you noticed about ${prospectCompany(parts) ?? 'them'}]`
}

/** Phrase-level flips that put the reader first; the first that applies wins. */
const focusRewrites: readonly [RegExp, string][] = [
  [/^(?:i'm|i am|we're|we are) (?:calling|writing|reaching out) (?:because|about) (.+)$/i, '$1'],
  [
    /^(?:we|i) help (?:\w+ ){0,4}?(?:teams?|companies|leaders|reps|founders|clinics|firms|businesses|people) (?:to )?(.+)$/i,
    'Your team could $1',
  ],
  [/^(?:we|i) (?:built|make|made|have built) (a|an) (.+)$/i, 'You get $1 $2'],
  [
    /^(?:our|my) (\w+ )?(product|platform|solution|tool|software|app|service|dialer)s? (.+)$/i,
    'You get a $1$2 that $3',
  ],
  [/^(?:our) (customers|clients) (.+)$/i, 'Teams like yours $2'],
  [/^(?:we|i) (?:provide|offer|sell|deliver) (.+)$/i, 'You get $1'],
  [
    /^.*\b(?:took|got|helped|moved) ([A-Z][\w&-]+) from (.+?) to (.+)$/,
    'You could go from $2 to $3, like $1',
  ],
  [/^we(?:'re| are) (a|an) (.+)$/i, 'You would be working with $1 $2'],
  [/^(?:we|i)(?:'d| would) love to (.+?) you (.+)$/i, 'Would it help if I $1 you $2'],
]

const meLead = /\b(?:we helped|i helped) ([A-Z][\w&-]+) /

export function focusAlternative(sentence: string, format: TextFormat): string {
  const line = trimEnd(withoutFillers(sentence, format)).replace(meLead, '$1 got help from us to ')
  for (const [pattern, replace] of focusRewrites) {
    if (!pattern.test(line)) continue
    const rewritten = capitalise(tidy(line.replace(pattern, replace)))
    return `${rewritten}${/^Would it help/.test(rewritten) ? '?' : '.'}`
  }
  return pronounCounts(line).you > 0
    ? `You [get or stop what]: ${lowerFirst(line)}.`
    : `You [get or stop what], because ${lowerFirst(line)}.`
}

/** True when a focus rewrite applies to the line (the judge prefers quoting such a line). */
export function canFlip(sentence: string): boolean {
  const line = trimEnd(sentence)
  return focusRewrites.some(([pattern]) => pattern.test(line))
}
