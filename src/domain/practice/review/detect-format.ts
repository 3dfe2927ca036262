import { detectPermission } from '../detectors'
import { detects, pronounCounts } from './review-detectors'
import type { TextFormat } from './review-types'
import { splitText, wordsIn, type TextParts } from './text-parts'
import { textGoesToWork } from './work-cues'

/**
 * Which kind of text this is, from its shape: a subject line or a greeting with a sign-off is an
 * email (one that talks of connecting, or a short one with no sign-off, is a LinkedIn message),
 * "this is <name> from <company>" opening the text or with a call-back is a voicemail, a live
 * opener ("do you have 30 seconds?") or anything else spoken is a pitch, and lines that open with
 * what someone did are resume bullets. A text about the writer's own job, pay or offer ("per my
 * offer letter", "thank you for the offer") is a work message, whatever its shape.
 */

const linkedInCues =
  /\b(linkedin|connect|connecting|connection|your (post|comment|profile|article)|inmail|network|alumni|we're both|we are both|mutual)\b/i
const selfIntro =
  /\b(this is|it's|its|it is)\s+[A-Za-z][\w'-]*(?:\s[A-Z][\w'-]*)?\s*(?:,\s*)?(?:from|with|at|over at)\s+[A-Za-z]/i
/** A note on a deal in flight (a quote, a PO, a renewal) is an email, even short and unsigned. */
const dealFollowUp: readonly RegExp[] = [
  /\b(reminder|paperwork|purchase order|proposal|contract|renewal|invoice|pricing)\b/i,
  /\bPOs?\b/,
]
const callBack =
  /\b(call me|give me a call|call back|calling (because|about|to)|i'm calling|i am calling|my number|reach me|i'll try you|i will try you|leave (you )?a message|voicemail)\b|\(?\b\d{3}\)?[-. ]\d{3}[-. ]\d{4}\b/i

/** A line that reads like a resume bullet: opens with a done verb or a role, has no "you". */
function bulletLike(line: string): boolean {
  const opens = detects('strongStart', line) || detects('weakStart', line)
  return opens && pronounCounts(line).you === 0 && !/\?\s*$/.test(line)
}

export function formatOf(parts: TextParts, raw: string): TextFormat {
  const words = wordsIn(parts.body)
  if (textGoesToWork(raw)) return 'work_message'
  if (parts.subject !== null) return 'cold_email'
  const lines = parts.body.split('\n').filter((l) => l.trim() !== '')
  const bulletLines = parts.bullets.filter(bulletLike)
  if (parts.greeting === null && parts.bullets.length > 0) {
    if (bulletLines.length * 2 >= parts.bullets.length) return 'resume_bullets'
  }
  if (parts.greeting === null && lines.length === 1 && bulletLike(lines[0] ?? '')) {
    if (pronounCounts(raw).me === 0) return 'resume_bullets'
  }
  const opening = parts.sentences.slice(0, 2).join(' ')
  if (detectPermission(opening)) return 'elevator_pitch'
  if (selfIntro.test(raw) && callBack.test(raw)) return 'voicemail'
  if (selfIntro.test(opening) && parts.signOff === null) return 'voicemail'
  if (/\b(voicemail|leave (you )?a message)\b/i.test(raw)) return 'voicemail'
  if (parts.greeting !== null || parts.signOff !== null) {
    if (/\b(my|previous|last|earlier) e-?mail\b/i.test(raw)) return 'cold_email'
    if (linkedInCues.test(raw) && words <= 90) return 'linkedin'
    if (dealFollowUp.some((p) => p.test(raw))) return 'cold_email'
    if (parts.signOff !== null) return 'cold_email'
    return words <= 60 ? 'linkedin' : 'cold_email'
  }
  if (linkedInCues.test(raw) && words <= 75) return 'linkedin'
  return 'elevator_pitch'
}

export function detectFormat(text: string): TextFormat {
  return formatOf(splitText(text), text)
}
