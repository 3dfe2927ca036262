import { countFillers, detectPersonalisation, detectReason } from '../detectors'
import { hasAnyCue, normaliseLine } from '../normalise'
import { askDetectors } from './detectors-asks'
import { bulletDetectors } from './detectors-bullets'
import { messageDetectors } from './detectors-message'
import { workDetectors } from './detectors-work'
import type { DetectorName, ReviewDetector } from './detector-types'

export type { DetectorName, ReviewDetector } from './detector-types'

/**
 * The review's detectors, as data in four files by topic. The call scorer's own detectors are
 * reused where they fit: personalisation and the reason for the call, filler words in a spoken text.
 */
export const reviewDetectors: Record<DetectorName, ReviewDetector> = {
  ...messageDetectors,
  ...askDetectors,
  ...bulletDetectors,
  ...workDetectors,
}

/** Phone numbers, meeting lengths and clock times are numbers, but not about the buyer. */
const notAboutTheBuyer =
  /\(?\b\d{3}\)?[-. ]\d{3}[-. ]\d{4}\b|\b\d+\s?(?:-\s?)?(?:min|mins|minutes?|seconds?|secs?|page)\b|\b\d{1,2}(?::\d{2})?\s?(?:am|pm|a\.m\.|p\.m\.)|\b(?:19|20)\d{2}\b/gi

export function detects(name: DetectorName, text: string): boolean {
  const detector = reviewDetectors[name]
  const line = name === 'number' ? text.replace(notAboutTheBuyer, ' ') : text
  if (detector.patterns.some((p) => p.test(line))) return true
  return detector.cues.length > 0 && hasAnyCue(normaliseLine(line), detector.cues)
}

/** Something specific about them: the review's cues plus the call scorer's personalisation. */
export function hasTrigger(text: string): boolean {
  return detects('trigger', text) || detectPersonalisation(text)
}

/** A reason for reaching out: the review's cues plus the call scorer's reason for the call. */
export function hasReason(text: string): boolean {
  return detects('reason', text) || detectReason(text)
}

/** Filler words of a spoken text (um, basically, you know), from the call scorer. */
export function spokenFillers(text: string): number {
  return countFillers(text)
}

/** A sentence that asks for something, with a hook question ("Are you tired of ...?") left out. */
export function isAsk(sentence: string): boolean {
  return detects('ask', sentence) && !detects('rhetorical', sentence)
}

const youWords = /\b(you|your|yours|yourself|you're|you'll|you've|you'd)\b/gi
const meWords = /\b(we|our|ours|us|we're|we've|we'll|we'd|i|my|me|mine|i'm|i've|i'll|i'd)\b/gi

export function pronounCounts(text: string): { you: number; me: number } {
  const clean = text.replace(/[’‘]/g, "'")
  return {
    you: (clean.match(youWords) ?? []).length,
    me: (clean.match(meWords) ?? []).length,
  }
}
