import type { TextFormat } from './review-types'
import { askGoesToWork, textGoesToWork } from './work-cues'

/**
 * The format the person named in their ask before a pasted text, if any: "review my pitch" is read
 * as a pitch even when it opens "this is Sam from Acme", which alone reads as a voicemail.
 */

type Named = readonly [(ask: string) => boolean, TextFormat]

const names = (pattern: RegExp) => (ask: string) => pattern.test(ask)

/**
 * First match wins. A workplace reader or channel ("to our champion", "the slack i drafted") beats
 * "email", "dm" and "pitch" ("how do i pitch this to my boss?"), which name a channel or a verb,
 * not a prospect; a named LinkedIn note, voicemail or resume stays what it says.
 */
const namedFormats: readonly Named[] = [
  [names(/\bvoice ?mail\b/i), 'voicemail'],
  [names(/\b(linkedin|inmail)\b/i), 'linkedin'],
  [names(/\b(bullets?|resume|cv)\b/i), 'resume_bullets'],
  [askGoesToWork, 'work_message'],
  [names(/\bdm\b/i), 'linkedin'],
  [names(/\be-?mail\b/i), 'cold_email'],
  [names(/\b(pitch|opener|script)\b/i), 'elevator_pitch'],
]

export function formatNamedIn(message: string, text: string): TextFormat | undefined {
  const at = message.indexOf(text.slice(0, 40))
  const ask = at > 0 ? message.slice(0, at) : ''
  const named = namedFormats.find(([matches]) => matches(ask))?.[1]
  // "my email:" names a channel: an email about the writer's own offer or pay is a work message.
  if (named === 'cold_email' && !/\bcold\b/i.test(ask) && textGoesToWork(text)) {
    return 'work_message'
  }
  return named
}
