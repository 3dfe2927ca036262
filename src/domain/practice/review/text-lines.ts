import { fillerPhrases } from './filler-phrases'
import { isAsk } from './review-detectors'
import type { TextFormat } from './review-types'
import { wordsIn, type TextParts } from './text-parts'

/** Small helpers over the person's lines: tidying, dropping filler, finding the lines that matter. */

export const trimEnd = (line: string) => line.trim().replace(/[\s.,;:!?—–-]+$/, '')
export const capitalise = (line: string) => line.charAt(0).toUpperCase() + line.slice(1)

/** Lower-cases the first letter unless the first word is "I", an acronym or a name-like word. */
export function lowerFirst(line: string): string {
  const first = /^\S+/.exec(line)?.[0] ?? ''
  if (first === '' || /^I\b|^I'|^[A-Z]{2,}|^[A-Z]\w*[A-Z]/.test(first)) return line
  return line.charAt(0).toLowerCase() + line.slice(1)
}

export const tidy = (line: string) =>
  line
    .replace(/\s+([,.!?;:])/g, '$1')
    .replace(/([,.!?])[,.!?]+/g, '$1')
    .replace(/^[\s,;:—–-]+/, '')
    .replace(/\s{2,}/g, ' ')
    .trim()

export function withoutFillers(line: string, format: TextFormat): string {
  let out = line
  for (const phrase of fillerPhrases) {
    if (phrase.only && phrase.only !== format) continue
    out = out.replace(phrase.pattern, phrase.replace)
  }
  return capitalise(tidy(out))
}

export const selfIntro =
  /\b(this is|it's|its|it is)\s+[A-Za-z][\w'-]*(?:\s[A-Z][\w'-]*)?\s*,?\s*(?:from|with|at|over at)\s+[A-Za-z]|\bmy name is\b/i
const phoneOnly = /^[^a-z]*\d{3}[^a-z]*\d{4}[^a-z]*$|\b(my number is|my number's|reach me at)\b/i

/** Sentences that carry the message: no self-introduction, no line that is only filler. */
export function contentSentences(parts: TextParts, format: TextFormat): string[] {
  const kept = parts.sentences.filter(
    (s) => !selfIntro.test(s) && !phoneOnly.test(s) && wordsIn(withoutFillers(s, format)) >= 3,
  )
  return kept.length > 0 ? kept : parts.sentences
}

const offering =
  /\b(we|our|i|my)\b.*\b(help|helps|helped|provide|provides|provider|platform|product|solution|solutions|tool|software|service|services|app|dialer|built|build|make|makes|fixed|cut|got|took)\b/i

/** The sentence that says what the writer offers: "we help", "our tool", "I help". */
export function valueSentence(parts: TextParts, format: TextFormat): string | undefined {
  return contentSentences(parts, format).find((s) => offering.test(s) && !isAsk(s))
}

const notACompany = /^(I|The|A|An|Our|We|Your|You|My|Most|Hi|Hello|Hey|Dear|If|When|[A-Z]{2,5})$/
const ownCompany =
  /\b(?:i'm|i am|i work|this is|it's|its|we're|we are|my name is)\b[^.!?]{0,30}?\b(?:at|from|with)\s+([A-Z][\w&-]+)/i

/** The company the text is about, when it names one that is not the writer's own. */
export function prospectCompany(parts: TextParts): string | undefined {
  const own = parts.sentences.map((s) => ownCompany.exec(s)?.[1]).find(Boolean)
  const patterns = [
    /\byour company ([A-Z][\w&-]+(?: [A-Z][\w&-]+)?)/,
    /\b([A-Z][\w&-]+(?: [A-Z][\w&-]+)?)(?:'s)? (?:is|just|has|added|opened|raised|launched|announced|hired)\b/,
    /\b(?:at|for|saw|noticed)\s+([A-Z][\w&-]+)/,
  ]
  for (const s of parts.sentences) {
    if (ownCompany.test(s) && !/\byou|your\b/i.test(s)) continue
    for (const pattern of patterns) {
      const found = pattern.exec(s)?.[1]?.replace(/'s$/, '')
      const head = found?.split(' ')[0] ?? ''
      if (found && found !== own && !notACompany.test(head)) return found
    }
  }
  return undefined
}

const trailingSmallWords =
  /\s+(on|your|the|a|an|of|to|for|in|at|and|with|from|by|that|so|is|are|was|were|my|our|i'll|i|we|becomes?|gets?|got|has|have|had|stuck)$/i

export function shortPhrase(text: string, maxWords: number, maxChars = 45): string {
  const words = trimEnd(text.split(/[,;:(—–]|\s-\s/)[0] ?? text)
    .replace(/^(if|when|so|and|but|because)\s+/i, '')
    .split(/\s+/)
    .slice(0, maxWords)
  while (words.length > 2 && words.join(' ').length > maxChars) words.pop()
  let phrase = words.join(' ')
  while (trailingSmallWords.test(phrase)) phrase = phrase.replace(trailingSmallWords, '')
  return phrase
}

/** The lines, in order, that fit in `maxWords` (the first always: a text is never cut to nothing). */
export function linesWithin(lines: readonly string[], maxWords: number): string {
  const chosen: string[] = []
  let count = 0
  for (const line of lines) {
    if (count + wordsIn(line) > maxWords && chosen.length > 0) continue
    chosen.push(line)
    count += wordsIn(line)
  }
  return chosen.join(' ')
}
