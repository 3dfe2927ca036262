import { detects, hasTrigger } from './review-detectors'
import type { TextFormat } from './review-types'
import { wordsIn, type TextParts } from './text-parts'
import {
  capitalise,
  contentSentences,
  prospectCompany,
  shortPhrase,
  tidy,
  valueSentence,
  withoutFillers,
} from './text-lines'

const spamWords =
  /\b(free|guaranteed?|act now|limited time|urgent|winner|click here|buy now|risk[- ]free|no obligation|last chance|special offer|exclusive deal|amazing|incredible|results?)\b|100\s?%|\b\d+x\b|[!?]+|\$\$+/gi
const hookLeads =
  /^(are you tired of|tired of|do you struggle with|i am writing you because|i'm writing because|i'm reaching out because|thank you for|thanks for|quick follow-up on|in my (?:current|last|previous) role,?(?: i)?|(?:we are|we're|i am|i'm) (?:a|an|the) (?:\w+ )?(?:provider|supplier|vendor|maker) of)\s+/i

export const vagueSubject =
  /^(re: )?(following up|checking in|touching base|bumping|introduction|hello|hi|partnership opportunity|exciting opportunity)\b/i

/** A subject of at most eight words from their own words: their company, the trigger, the result. */
export function subjectAlternative(parts: TextParts, format: TextFormat): string {
  const company = prospectCompany(parts)
  const lines = contentSentences(parts, format)
  const withCompany = company ? lines.find((s) => s.includes(company)) : undefined
  const trigger = lines.find(hasTrigger)
  const cleanedSubject = parts.subject
    ?.replace(spamWords, ' ')
    .replace(/\b[A-Z]{4,}\b/g, (w) => w.toLowerCase())
  const candidates = [
    trigger?.replace(
      /^.*?\b(saw|noticed|congrats on|congratulations on|loved|read)\s+(that\s+)?/i,
      '',
    ),
    withCompany && company ? withCompany.slice(withCompany.indexOf(company)) : undefined,
    cleanedSubject && wordsIn(cleanedSubject) >= 3 ? cleanedSubject : undefined,
    lines.find((s) => detects('number', s)),
    valueSentence(parts, format),
    lines[0],
  ]
  for (const candidate of candidates) {
    if (!candidate || (candidate !== cleanedSubject && detects('spamWord', candidate))) continue
    const clean = withoutFillers(candidate, format).replace(/\[[^\]]*\]/g, ' ')
    const phrase = shortPhrase(clean.replace(hookLeads, '').replace(spamWords, ' '), 8)
    if (wordsIn(phrase) >= 2 && !vagueSubject.test(phrase)) return capitalise(tidy(phrase))
  }
  return `${company ?? parts.name ?? '[Their company]'}: [the one problem you solve, in 3 words]`
}
