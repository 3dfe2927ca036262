import { analyseLine } from '../detectors'
import type { VoiceTurn } from './prospect-voice'
import { meaningProblem } from './voice-meaning-checks'

/**
 * Whether a model's wording may be said instead of the decided line: null when it may, else the
 * reason. A wording must keep the line's numbers, days and times and its question, add none of
 * its own (a hidden fact the state machine did not reveal carries a number), mean what the line
 * means (voice-meaning-checks.ts: no price, commitment or objection of its own), stay in role,
 * be short (two sentences, or the line's own count), plain text, civil, and new in this call.
 */

const markup = /[<>{}[\]`*#|]|https?:|www\./i
const outOfRole =
  /\b(as an ai|language model|assistant|i cannot|i can't help|becky|salespath|roleplay|role-play)\b/i
/** Figures ('10', '4,000', '9:30') and number words. */
const numberWords =
  /\d+(?:[.,:]\d+)*|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|sixty|hundred|thousand|million|dozen|half)\b/gi
/** Days and times of day; 'am' and 'pm' count after a figure ('10am', '2 pm'). */
const dayWords =
  /\b(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|today|tomorrow|next week|noon)\b|(?<=\d\s?)(?:am|pm)\b/gi

const setOf = (text: string, pattern: RegExp) =>
  [...new Set(text.toLowerCase().match(pattern) ?? [])].sort().join('|')
const words = (text: string) => text.trim().split(/\s+/).filter(Boolean).length
const sentences = (text: string) => text.split(/[.!?]+(?:\s|$)/).filter((s) => s.trim()).length
const plain = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()

export function voicedLineProblem(candidate: string, turn: VoiceTurn): string | null {
  const text = candidate.trim()
  if (text === '') return 'empty'
  if (words(text) > Math.max(40, words(turn.line) * 2 + 10)) return 'too long'
  if (sentences(text) > Math.max(2, sentences(turn.line))) return 'too long'
  if (markup.test(text)) return 'markup'
  if (outOfRole.test(text)) return 'out of role'
  const a = analyseLine(text)
  if (a.insult || a.gibberish) return 'unsafe'
  if (setOf(text, numberWords) !== setOf(turn.line, numberWords)) return 'changed a number'
  if (setOf(text, dayWords) !== setOf(turn.line, dayWords)) return 'changed a day or time'
  if (text.includes('?') !== turn.line.includes('?')) return 'changed the question'
  const meaning = meaningProblem(text, turn)
  if (meaning) return meaning
  const said = turn.transcript
    .filter((l) => l.speaker === 'prospect')
    .flatMap((l) => [l.text, l.voiced ?? ''])
    .map(plain)
  if (said.includes(plain(text))) return 'repeat'
  return null
}
