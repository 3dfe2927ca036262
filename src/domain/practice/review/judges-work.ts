import { firstOr, quoteOf, type Ctx, type Judge, type Verdict } from './judge-kit'
import { detects } from './review-detectors'
import {
  byWhenAlternative,
  calmAlternative,
  calmLine,
  factAlternative,
  factSentence,
  hostileIn,
  isHostile,
} from './work-alternatives'

/**
 * Judges of a message to someone the writer works with: a date to answer by, a calm tone, and
 * (as the format's "buyer_number") a fact the message stands on.
 */

/** The hostile sentence, with the next one when it was only anger ("This is ridiculous."). */
function hostileSpan(lines: readonly string[], at: number): string[] {
  const first = lines[at] ?? ''
  const next = lines[at + 1]
  return calmLine(first) === '' && next !== undefined ? [first, next] : [first]
}

const listed = (words: readonly string[]) =>
  words.length === 1
    ? `“${words[0] ?? ''}”`
    : `${words
        .slice(0, -1)
        .map((w) => `“${w}”`)
        .join(', ')} and “${words.at(-1) ?? ''}”`

export const workJudges: Record<'by_when' | 'calm_tone', Judge> = {
  by_when: ({ parts, lines, asks }) => {
    // The ask's own date first ("pilot it for the rest of July"), else a deadline said elsewhere.
    const dated = [...asks, ...lines].find((l) => detects('byWhen', l))
    if (dated) {
      return { met: true, quote: quoteOf(dated), note: 'It says when: they know what by.' }
    }
    return {
      met: false,
      quote: quoteOf(asks[0] ?? firstOr(lines.slice(-1), parts.body)),
      note: 'Nothing says by when, so it can wait in their inbox for weeks. Name a day.',
      alternative: byWhenAlternative(parts, asks),
    }
  },

  calm_tone: ({ parts, lines }) => {
    const at = lines.findIndex(isHostile)
    if (at < 0) {
      return {
        met: true,
        quote: quoteOf(firstOr(lines, parts.body)),
        note: 'Calm and factual: nothing for them to defend against.',
      }
    }
    const span = hostileSpan(lines, at)
    const words = hostileIn(span.join(' '))
    return {
      met: false,
      quote: quoteOf(span.join(' ')),
      note: `${listed(words)} read as blame or shouting: they will defend instead of answering. Say what happened and what you need.`,
      alternative: calmAlternative(span),
    }
  },
}

/** A work message's concrete fact: an amount, a date, a clause or the deal it is about. */
export function workFactVerdict({ parts, lines }: Ctx): Verdict {
  // An amount first: "Incremental ACV is $50k" says more than "following up on the upsell".
  const line =
    lines.find((s) => detects('number', s)) ??
    lines.find((s) => detects('workFact', s) || detects('byWhen', s))
  if (line) {
    return {
      met: true,
      quote: quoteOf(line),
      note: 'A concrete fact gives them something to check, not a feeling to argue with.',
    }
  }
  const sentence = factSentence(parts)
  return {
    met: false,
    quote: quoteOf(sentence),
    note: 'No amount, date, clause or deal named: one fact gives them something concrete to act on.',
    alternative: factAlternative(sentence),
  }
}
