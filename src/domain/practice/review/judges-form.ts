import { askAlternative, fillerAlternative, lengthAlternative } from './alternatives'
import { fillerPhrases } from './filler-phrases'
import { formatTable, lengthText, WORDS_PER_SECOND } from './formats'
import { firstOr, quoteOf, type Judge } from './judge-kit'
import { detects, spokenFillers } from './review-detectors'
import type { TextFormat } from './review-types'
import { subjectAlternative, vagueSubject } from './subject-lines'
import { wordsIn } from './text-parts'
import { withoutFillers } from './text-lines'

/** Judges of the text's form: its length, subject line, asks and filler. */

function hasFiller(line: string, format: TextFormat): boolean {
  const spoken = format === 'voicemail' || format === 'elevator_pitch'
  return (
    fillerPhrases.some((p) => (!p.only || p.only === format) && p.pattern.test(line)) ||
    (spoken && spokenFillers(line) > 0)
  )
}

function extraAsks(sentence: string): number {
  return detects('extraAsk', sentence) ? 1 : 0
}

export const formJudges: Record<'length' | 'subject_line' | 'one_ask' | 'no_filler', Judge> = {
  length: ({ parts, format, words, seconds, lines }) => {
    const rule = formatTable[format].length
    if (rule.perBullet) {
      const long = lines.find((b) => wordsIn(b) > rule.max)
      const short = lines.find((b) => wordsIn(b) < rule.min)
      const off = long ?? short
      if (!off) {
        return {
          met: true,
          quote: quoteOf(firstOr(lines, parts.body)),
          note: `Every bullet is ${lengthText(format)}.`,
        }
      }
      return {
        met: false,
        quote: quoteOf(off),
        note: long
          ? `This bullet runs ${String(wordsIn(long))} words; a reader skims past anything over ${String(rule.max)}.`
          : `This bullet is ${String(wordsIn(off))} words: too thin to show what you did.`,
        alternative: long
          ? lengthAlternative({ ...parts, bullets: [long] }, format, true, rule.max)
          : lengthAlternative({ ...parts, body: off }, format, false, rule.max),
      }
    }
    const amount = rule.unit === 'seconds' ? seconds : words
    const unit = rule.unit === 'seconds' ? `seconds (${String(words)} words)` : 'words'
    const longest = lines.reduce(
      (a, b) => (wordsIn(b) > wordsIn(a) ? b : a),
      lines[0] ?? parts.body,
    )
    if (amount > rule.max || amount < rule.min) {
      const tooLong = amount > rule.max
      const maxWords = rule.unit === 'seconds' ? Math.floor(rule.max * WORDS_PER_SECOND) : rule.max
      return {
        met: false,
        quote: quoteOf(tooLong ? longest : parts.body),
        note: `About ${String(amount)} ${unit}: a ${formatTable[format].label.toLowerCase()} works at ${lengthText(format)}.`,
        alternative: lengthAlternative(parts, format, tooLong, maxWords),
      }
    }
    return {
      met: true,
      quote: quoteOf(longest),
      note: `About ${String(amount)} ${unit}, inside ${lengthText(format)}.`,
    }
  },

  subject_line: ({ parts }) => {
    const subject = parts.subject
    if (subject === null || subject === '') {
      return {
        met: false,
        quote: quoteOf(firstOr(parts.sentences, parts.body)),
        note: 'There is no subject line, so the inbox shows this first line instead.',
        alternative: subjectAlternative(parts, 'cold_email'),
      }
    }
    const words = wordsIn(subject)
    const spam = detects('spamWord', subject)
    const vague = vagueSubject.test(subject) && words <= 3
    if (words > 8 || subject.length > 50 || spam || vague) {
      return {
        met: false,
        quote: subject,
        note: spam
          ? 'Spam words, capitals or !!! in a subject line send it to the junk folder.'
          : vague
            ? 'This subject says nothing about them; it reads like every other follow-up.'
            : `${String(words)} words: phones cut a subject line after about 40 characters.`,
        alternative: subjectAlternative(parts, 'cold_email'),
      }
    }
    return { met: true, quote: subject, note: 'Short, plain and free of spam words.' }
  },

  one_ask: ({ parts, format, asks }) => {
    const count = asks.reduce((sum, s) => sum + 1 + extraAsks(s), 0)
    const only = asks[0]
    if (count === 1 && only !== undefined && !detects('vagueAsk', only)) {
      return { met: true, quote: quoteOf(only), note: 'One clear ask, easy to say yes to.' }
    }
    // A resignation asks nothing: the last day is the news ("One clear ask" would invent one).
    const notice = parts.sentences.find((s) => /\b(my last day|resign(ing|ation)?)\b/i.test(s))
    if (count === 0 && format === 'work_message' && notice !== undefined) {
      return {
        met: true,
        label: 'States the decision and the last day',
        quote: quoteOf(notice),
        note: 'A notice needs no ask: the last day is the news.',
      }
    }
    if (count === 0) {
      return {
        met: false,
        quote: quoteOf(parts.sentences.at(-1) ?? parts.body),
        note: 'It ends without an ask, so the reader has nothing to reply to.',
        alternative: askAlternative(parts, asks, format),
      }
    }
    if (count === 1) {
      return {
        met: false,
        quote: quoteOf(only ?? parts.body),
        note: 'The ask leaves the next step to them; name one step and a time.',
        alternative: askAlternative(parts, asks, format),
      }
    }
    const second = asks.find((s) => extraAsks(s) > 0) ?? asks[1] ?? only ?? parts.body
    return {
      met: false,
      quote: quoteOf(second),
      note: `${String(count)} asks: a busy reader answers none of them. Keep one.`,
      alternative: askAlternative(parts, asks, format),
    }
  },

  no_filler: ({ parts, format, lines }) => {
    const line = lines.find((l) => hasFiller(l, format))
    if (!line) {
      return {
        met: true,
        quote: quoteOf(firstOr(lines, parts.body)),
        note: 'No filler or jargon: every line says something.',
      }
    }
    const empty = wordsIn(withoutFillers(line, format)) < 3
    return {
      met: false,
      quote: quoteOf(line),
      note: empty
        ? 'This line is only filler: cut it and open with the next one.'
        : 'Filler or jargon here: the reader skims it and trusts the rest less.',
      alternative: fillerAlternative(parts, line, format),
    }
  },
}
