import {
  canFlip,
  claimSentence,
  focusAlternative,
  numberAlternative,
  personalAlternative,
  reasonAlternative,
} from './alternatives'
import { actionVerbAlternative, resultAlternative } from './bullet-rewrites'
import { firstOr, quoteOf, type Judge } from './judge-kit'
import { workFactVerdict } from './judges-work'
import { detects, hasReason, hasTrigger, isAsk, pronounCounts } from './review-detectors'
import type { TextParts } from './text-parts'
import { contentSentences, prospectCompany, withoutFillers } from './text-lines'

/**
 * Judges of what the text says: them, why now, a number, who it is about; for bullets, the verb
 * they open with and the result they show.
 */

/** "we're both", "we met": a "we" that includes the reader. */
const inclusiveWe = /\bwe(?:'re| are)? (?:both|met|spoke|talked|chatted)\b/gi
/** Asks that address the reader without saying "you": "Open to a chat?", "Worth a look?". */
const impliedYou =
  /\b(open to|worth a|congrats|congratulations|curious (how|whether|if)|mind if)\b/gi

/** How often the text is about the reader (you, their name, their company) and about the writer. */
function focusCounts(text: string, parts: TextParts): { you: number; me: number } {
  const inclusive = (text.match(inclusiveWe) ?? []).length
  const counts = pronounCounts(text)
  const company = prospectCompany(parts)
  const them =
    counts.you +
    (parts.name ? 1 : 0) +
    (company ? text.split(company).length - 1 : 0) +
    (text.match(impliedYou) ?? []).length
  return { you: them + inclusive, me: Math.max(0, counts.me - inclusive) }
}

export const contentJudges: Record<
  'personalised' | 'reason' | 'buyer_number' | 'buyer_focus' | 'action_verb' | 'shows_result',
  Judge
> = {
  personalised: ({ parts, format, lines }) => {
    const about = lines.find(hasTrigger)
    const world = lines.find((l) => detects('theirWorld', l))
    const company = prospectCompany(parts)
    const named = company ? lines.find((l) => l.includes(company)) : undefined
    const audience =
      format === 'elevator_pitch' ? lines.find((l) => detects('audience', l)) : undefined
    const found = about ?? named ?? (parts.name ? world : undefined) ?? audience
    const content = contentSentences(parts, format)
    if (found !== undefined || (format === 'elevator_pitch' && parts.name !== null)) {
      return {
        met: true,
        quote: quoteOf(found ?? firstOr(content, parts.body)),
        note:
          format === 'elevator_pitch'
            ? 'It says who it is for.'
            : 'It shows you know who they are.',
      }
    }
    return {
      met: false,
      quote: quoteOf(firstOr(content, parts.body)),
      note:
        format === 'elevator_pitch'
          ? 'Nothing says who this is for, so every listener can decide it is not them.'
          : 'Nothing here could only have been written to this person: no trigger, their company or their world.',
      alternative: personalAlternative(parts, format),
    }
  },

  reason: ({ parts, format, lines }) => {
    const line = lines.find(hasReason)
    if (line)
      return { met: true, quote: quoteOf(line), note: 'It says why you are reaching out now.' }
    const trigger = lines.find(hasTrigger)
    if (trigger) {
      return {
        met: true,
        quote: quoteOf(trigger),
        note: 'What you noticed is the reason for reaching out now.',
      }
    }
    return {
      met: false,
      quote: quoteOf(firstOr(contentSentences(parts, format), parts.body)),
      note: 'It never says why you are writing to them, now.',
      alternative: reasonAlternative(parts, format),
    }
  },

  buyer_number: (ctx) => {
    const { parts, format, lines } = ctx
    // A message to a manager stands on a fact about the deal or the pay, not about a buyer.
    if (format === 'work_message') return workFactVerdict(ctx)
    if (format === 'resume_bullets') {
      const bare = lines.find((b) => !detects('number', b))
      if (!bare)
        return {
          met: true,
          quote: quoteOf(firstOr(lines, parts.body)),
          note: 'Every bullet has a number.',
        }
      return {
        met: false,
        quote: quoteOf(bare),
        note: 'No number here: how many, how much, what share of target?',
        alternative: numberAlternative(bare, format),
      }
    }
    const line = lines.find((s) => detects('number', s))
    if (line)
      return {
        met: true,
        quote: quoteOf(line),
        note: 'A concrete number makes the claim believable.',
      }
    const claim = claimSentence(parts, format)
    return {
      met: false,
      quote: quoteOf(claim),
      note: 'No number anywhere: hours, money, people or days would make this concrete.',
      alternative: numberAlternative(claim, format),
    }
  },

  buyer_focus: ({ parts, format, lines }) => {
    const { you, me } = focusCounts(lines.join(' '), parts)
    const met = format === 'elevator_pitch' ? you * 2 >= me : you >= me
    if (met) {
      const mostYou = lines.reduce(
        (a, b) => (pronounCounts(b).you > pronounCounts(a).you ? b : a),
        lines[0] ?? parts.body,
      )
      return {
        met,
        quote: quoteOf(mostYou),
        note: `About them ${String(you)} times, about you ${String(me)}: it is about them.`,
      }
    }
    const lean = (l: string) => pronounCounts(l).me - pronounCounts(l).you
    const leaning = contentSentences(parts, format).filter((l) => lean(l) > 0)
    const candidates = leaning.some((l) => !isAsk(l)) ? leaning.filter((l) => !isAsk(l)) : leaning
    const pool = candidates.length > 0 ? candidates : lines
    const mostMe =
      pool.find((l) => canFlip(withoutFillers(l, format))) ??
      pool.reduce((a, b) => (lean(b) > lean(a) ? b : a), pool[0] ?? parts.body)
    return {
      met,
      quote: quoteOf(mostMe),
      note: `About you ${String(me)} times ("I", "we", "our"), about them ${String(you)}: turn it round to them.`,
      alternative: focusAlternative(mostMe, format),
    }
  },

  action_verb: ({ parts, lines }) => {
    const weak = lines.find((b) => detects('weakStart', b) || !detects('strongStart', b))
    if (!weak)
      return {
        met: true,
        quote: quoteOf(firstOr(lines, parts.body)),
        note: 'Each bullet opens with what you did.',
      }
    return {
      met: false,
      quote: quoteOf(weak),
      note: 'This opens with a duty, not with what you did.',
      alternative: actionVerbAlternative(weak),
    }
  },

  shows_result: ({ parts, lines }) => {
    const bare = lines.find((b) => !detects('result', b))
    if (!bare)
      return {
        met: true,
        quote: quoteOf(firstOr(lines, parts.body)),
        note: 'Each bullet shows what it led to.',
      }
    return {
      met: false,
      quote: quoteOf(bare),
      note: 'It says what you did, not what it led to.',
      alternative: resultAlternative(bare),
    }
  },
}
