import type { ChatMessage } from '@/domain/coaching'
import { nextStepLabel } from './reply-parts'
import { plainWords } from '@/domain/coaching'
import { progressMarker } from './compose-answer'
import { heardOut, stillHere, wordsAbove } from './dialogue/holding-lines'

/**
 * No sentence is sent twice in one conversation: a sentence Becky already said (compared without
 * case, punctuation or markup) is dropped from the new reply, and so is a restatement that opens
 * with "As I said". A reply that would be left empty asks for what is missing instead.
 */

const key = (sentence: string) => plainWords(sentence).trim()

/** Sentences of a paragraph, each with the space that follows it. */
function sentencesOf(paragraph: string): string[] {
  // A quoted line (“No rush. Could you...?”) stays whole inside its sentence.
  return paragraph.match(/(?:“[^”]*”|[^.!?“])+(?:[.!?]+["”’)]*\s*|$)/g) ?? [paragraph]
}

/**
 * Pay, a share, a span of time or the plan's step: asked for again ("what next?"), the figure is
 * the answer. Other numbers ("a 30-minute call block") repeat like any sentence.
 */
const figure = /[$%]|\d\s*(k|years?|months?)\b|\bstep \d+ of\b/i

/** A sentence that only introduces what follows ("Sam, more on being on a PIP:"). */
const leadIn = (sentence: string) => sentence.trimEnd().endsWith(':')

/** Short fragments (list labels, "Next step:") repeat by design; only real sentences count. */
const minLength = 25

/**
 * The key of a sentence without its name, or a question without its lead-in: "Sam, go back
 * to..." says "Go back to..." again, and "Tell me one thing: what does the PIP ask?" asks "So I
 * can be more specific: what does the PIP ask?" again. ("In short: ..." recaps on purpose.)
 */
const unnamed = (s: string) =>
  key(
    s
      .trim()
      .replace(/^[A-Z][a-z]+, (?=\S+ \S+ \S+)/, '')
      .replace(/^[^:]{1,40}: (?=[^:]+\?$)/, ''),
  )

function saidBefore(history: readonly ChatMessage[]): Set<string> {
  return new Set(
    history
      .filter((m) => m.role === 'assistant')
      .flatMap((m) => m.content.split(/\n+/).flatMap(sentencesOf))
      .flatMap((s) => [key(s), unnamed(s)])
      .filter((k) => k.length >= minLength),
  )
}

/** The reply's paragraphs without the sentences already said. */
function keptOf(text: string, before: ReadonlySet<string>): string[] {
  return text
    .split(/\n\n/)
    .map((paragraph) =>
      paragraph
        .split('\n')
        .map((line) => {
          const sentences = sentencesOf(line)
          const kept = sentences.filter((s) => {
            const k = key(s)
            if (/^as i said\b/.test(k)) return false
            // A figure asked for again is the answer, not a repeat; a list's lead-in ("More on
            // your PIP:") is a label, and bullets without it read as a broken reply.
            const said = before.has(k) || before.has(unnamed(s))
            return k.length < minLength || figure.test(s) || leadIn(s) || !said
          })
          // A point's label ("Asked to wait another quarter?") whose answer was said before is
          // a question left hanging: it goes with its answer.
          const labelOnly =
            kept.length < sentences.length && kept.every((s) => s.trim().endsWith('?'))
          // A quoted script is one piece: its last sentence alone ('Can we talk this week?"')
          // would read as a broken fragment.
          const brokenQuote = kept.length < sentences.length && line.trimStart().startsWith('>')
          return labelOnly || brokenQuote ? '' : kept.join('').trimEnd()
        })
        .filter((line) => key(line) !== '' && !/^[-*]\s*$/.test(line.trim()))
        .join('\n'),
    )
    .filter((p) => p.trim() !== '')
}

/**
 * An intro whose list was all said before ("What comes next:" followed by the next step) is left
 * hanging: it goes with its list. A one-line paragraph ending in a colon, then only the next step
 * or nothing, is such.
 */
function withoutHangingIntros(paragraphs: readonly string[]): string[] {
  return paragraphs.filter((p, i) => {
    const next = paragraphs[i + 1]
    const intro = !p.includes('\n') && p.trimEnd().endsWith(':')
    return !intro || (next !== undefined && !next.startsWith(nextStepLabel))
  })
}

/**
 * The reply without repeated sentences, or undefined when too little of it is new: a next step
 * alone, all else said before, is no answer.
 */
export function withoutRepeats(text: string, history: readonly ChatMessage[]): string | undefined {
  const before = saidBefore(history)
  if (before.size === 0) return text
  const kept = withoutHangingIntros(keptOf(text, before))
  // Where the person stands on the plan frames a next step; with the step said before, it is
  // no answer.
  const step = kept.some((p) => p.startsWith(nextStepLabel))
  const frames = step ? [nextStepLabel] : [nextStepLabel, progressMarker]
  const body = kept.filter((p) => !frames.some((f) => p.startsWith(f))).join(' ')
  return key(body).length >= minLength * 2 ? kept.join('\n\n') : undefined
}

/** The first quoted line of a script ("> On the call: ..."), as it stands in the reply. */
export const quoteOf = (script: string): string =>
  script.split('\n').find((line) => line.trimStart().startsWith('>')) ?? ''

/**
 * Words asked for again ("what do I say to him exactly?") after Becky gave them: a pointer to
 * them, by their opening, rather than the same lines again or "tell me more".
 */
export function pointToScript(script: string): string | undefined {
  const words = quoteOf(script)
    .replace(/^\s*>\s*/, '')
    .replace(/^[^:"“]*:\s*/, '')
    .replace(/^["“]/, '')
  const opening = words.split(' ').slice(0, 8).join(' ')
  if (opening === '') return undefined
  return `${wordsAbove}, the one that starts "${opening}...". Put your own details in the brackets; tell me who will hear it, or how it went, and I will adjust it.`
}

export function withStillHere(text: string, history: readonly ChatMessage[], told = false): string {
  const before = saidBefore(history)
  const lines = told ? [...heardOut, ...stillHere] : stillHere
  const fallback = lines.find((line) => !sentencesOf(line).some((s) => before.has(key(s))))
  return [...withoutHangingIntros(keptOf(text, before)), fallback ?? stillHere[0]].join('\n\n')
}
