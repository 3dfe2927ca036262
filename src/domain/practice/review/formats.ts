import type { ReviewCriterionId, TextFormat } from './review-types'

/** Spoken texts are timed at about 150 words a minute. */
export const WORDS_PER_SECOND = 2.5

export interface FormatRule {
  label: string
  /** The body's length in words (written texts) or seconds (spoken ones); per bullet for bullets. */
  length: { unit: 'words' | 'seconds'; min: number; max: number; perBullet?: boolean }
  criteria: readonly ReviewCriterionId[]
  /** Criterion labels in this format's words, where the shared one would not fit. */
  labels?: Partial<Record<ReviewCriterionId, string>>
}

/** Per-format criteria as data: what a cold email is judged on differs from a resume bullet. */
export const formatTable: Record<TextFormat, FormatRule> = {
  cold_email: {
    label: 'Cold email',
    length: { unit: 'words', min: 25, max: 125 },
    criteria: [
      'length',
      'subject_line',
      'personalised',
      'reason',
      'buyer_number',
      'one_ask',
      'no_filler',
      'buyer_focus',
    ],
  },
  linkedin: {
    label: 'LinkedIn message',
    length: { unit: 'words', min: 15, max: 75 },
    criteria: ['length', 'personalised', 'reason', 'one_ask', 'no_filler', 'buyer_focus'],
  },
  voicemail: {
    label: 'Voicemail script',
    length: { unit: 'seconds', min: 8, max: 30 },
    criteria: [
      'length',
      'personalised',
      'reason',
      'buyer_number',
      'one_ask',
      'no_filler',
      'buyer_focus',
    ],
    labels: { one_ask: 'One clear next step (call back, or when you will try again)' },
  },
  elevator_pitch: {
    label: 'Elevator pitch',
    length: { unit: 'seconds', min: 10, max: 45 },
    criteria: ['length', 'personalised', 'buyer_number', 'one_ask', 'no_filler', 'buyer_focus'],
    labels: {
      personalised: 'Says who it is for',
      one_ask: 'Ends on one question or ask',
      buyer_number: 'A concrete number (a result, a cost, a size)',
    },
  },
  resume_bullets: {
    label: 'Resume bullets',
    length: { unit: 'words', min: 6, max: 30, perBullet: true },
    criteria: ['length', 'action_verb', 'buyer_number', 'shows_result', 'no_filler'],
    labels: {
      length: 'Each bullet one line (6 to 30 words)',
      buyer_number: 'A number in every bullet',
      no_filler: 'No filler or buzzwords',
    },
  },
}

/** The shared label of each criterion. */
export const criterionLabels: Record<ReviewCriterionId, string> = {
  length: 'Right length for the format',
  subject_line: 'Short subject line, no spam words',
  personalised: 'Personalised: names them, their company or a trigger',
  reason: 'Says why you are reaching out now',
  buyer_number: 'A concrete number about the buyer',
  one_ask: 'One clear ask',
  no_filler: 'No filler or jargon',
  buyer_focus: 'About them more than about you',
  action_verb: 'Starts with an action verb',
  shows_result: 'Shows the result, not the duty',
}

export function criterionLabel(format: TextFormat, id: ReviewCriterionId): string {
  return formatTable[format].labels?.[id] ?? criterionLabels[id]
}

export function lengthText(format: TextFormat): string {
  const { unit, min, max, perBullet } = formatTable[format].length
  return `${String(min)} to ${String(max)} ${unit}${perBullet ? ' a bullet' : ''}`
}
