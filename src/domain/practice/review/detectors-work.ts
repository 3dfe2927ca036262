import type { ReviewDetector } from './detector-types'

/** A message to someone the writer works with: a date to answer by, and a fact to stand on. */
export const workDetectors: Record<'byWhen' | 'workFact', ReviewDetector> = {
  byWhen: {
    looksFor: 'a day, date or time: when the answer or the next step is due',
    cues: [
      'today',
      'tonight',
      'tomorrow',
      'this week',
      'next week',
      'this month*',
      'next month',
      'this quarter',
      'next quarter',
      'end of day',
      'eod',
      'eow',
      'end of the week',
      'end of the month',
      'next payroll',
      'this payroll',
    ],
    patterns: [
      /\b(mon|tues|wednes|thurs|fri|satur|sun)day\b/i,
      /\b(january|february|march|april|june|july|august|september|october|november|december)\b/i,
      // "May" the month, not "may I": after a word that dates it, or with a day of the month.
      /\b(in|by|from|since|until|before|after|of|mid|early|late) May\b|\bMay \d/,
      /\b\d{1,2}(st|nd|rd|th)\b/i,
      /\b\d{1,2}(:\d{2})?\s?(am|pm)\b/i,
      /\b\d{1,2}\/\d{1,2}\b/,
      /\bq[1-4]\b/i,
    ],
    examples: {
      hit: [
        'Could we pilot it for the rest of July and revisit in August?',
        "Can we get it booked at $50k for this month's payroll?",
        'Could you confirm by Friday at noon?',
        'Following up on the summer hours idea from May.',
      ],
      miss: [
        'Is there anything at all that can still be done?',
        'May I ask how the compensation is structured?',
      ],
    },
  },
  workFact: {
    looksFor: 'a fact the message stands on: a document, a clause, a deal or an account',
    cues: [
      'offer letter',
      'comp plan',
      'contract',
      'clause',
      'section',
      'policy',
      'handbook',
      'agreement',
      'the account',
      'this account',
      'the deal',
      'this deal',
      'the upsell',
      'the renewal',
      'incremental acv',
    ],
    patterns: [],
    examples: {
      hit: [
        'Per my offer letter, commission is calculated on incremental ACV.',
        'Section 4 of the comp plan names this account.',
      ],
      miss: ['I let you down and I know you put your name on the line for us.'],
    },
  },
}
