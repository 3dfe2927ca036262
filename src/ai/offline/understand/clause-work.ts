import type { ClauseRule } from './clause-rule'
import { cardIds } from '../situations/card-ids'

/** Work rules and job-search events, read as who did what (see clause-table.ts). */
export const workRules: readonly ClauseRule[] = [
  {
    card: cardIds.activity_metrics,
    actors: ['calls', 'dials', 'call requirement', 'call quota', 'phone reports', 'outbound'],
    actions: [
      'minimum',
      'required',
      'requirement',
      'mandatory',
      'tracked',
      'tracking',
      'a day',
      'per day',
      'write up',
      'written up',
    ],
    weight: 4,
  },
  {
    card: cardIds.territory_unfair,
    actors: ['territory', 'territories', 'accounts', 'account list', 'leads', 'inbound'],
    actions: [
      'unfair',
      'worse',
      'worst',
      'better',
      'best',
      'smaller',
      'reassign*',
      'gave',
      'given to',
      'favorit*',
      'favourit*',
      'dead',
      'split',
      'carved',
      'took',
      'taken',
    ],
    weight: 3,
  },
  {
    // Silence after an interview is a job-search question, not a prospect who went dark.
    card: cardIds.interview_prep,
    actors: [
      'interview',
      'interviews',
      'final round',
      'recruiter',
      'hiring manager',
      'application',
    ],
    actions: [
      'ghost*',
      'heard back',
      'havent heard',
      'no reply',
      'no response',
      'follow up',
      'silence',
      'went quiet',
    ],
    weight: 4,
  },
]
