/** Shapes of "Review my text": the formats a pasted text can take and the scorecard it gets. */

export const textFormats = [
  'cold_email',
  'linkedin',
  'voicemail',
  'elevator_pitch',
  'resume_bullets',
  // A message to someone the writer works with (manager, HR, a champion, a company making an
  // offer): judged on its ask, its facts, a date and its tone, never on prospecting.
  'work_message',
] as const

export type TextFormat = (typeof textFormats)[number]

export const reviewCriterionIds = [
  'length',
  'subject_line',
  'personalised',
  'reason',
  'buyer_number',
  'one_ask',
  'no_filler',
  'buyer_focus',
  'action_verb',
  'shows_result',
  'by_when',
  'calm_tone',
] as const

export type ReviewCriterionId = (typeof reviewCriterionIds)[number]

export interface ReviewCriterionResult {
  id: ReviewCriterionId
  label: string
  met: boolean
  /** The person's own line the verdict is about (at most 30 words). */
  quote: string
  /** Why it was met or what was missing, in one sentence. */
  note: string
  /** A stronger line built from the person's own text; [brackets] mark a missing fact. Missed only. */
  alternative?: string
}

export interface TextReview {
  format: TextFormat
  formatLabel: string
  /** True when the format was detected from the text, false when the person chose it. */
  detected: boolean
  /** Share of criteria met, whole percent. */
  score: number
  met: number
  total: number
  /** Words in the body (no subject line, greeting or sign-off). */
  words: number
  /** Seconds to say the body aloud at about 150 words a minute. */
  seconds: number
  criteria: ReviewCriterionResult[]
}

/** The longest text the review accepts (the screen, the endpoint and the chat agree on it). */
export const REVIEW_MAX_CHARS = 5000
