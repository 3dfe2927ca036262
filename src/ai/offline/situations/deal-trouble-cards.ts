import { cues } from '@/domain/coaching'
import type { SituationCard } from './situation-types'

/** Deals that go wrong: lost to a competitor, or slipped past the date the forecast counted on. */
export const dealTroubleCards: readonly SituationCard[] = [
  {
    id: 'lost_deal',
    title: 'losing a deal you counted on',
    area: 'skills',
    acts: ['venting'],
    cues: [
      ...cues(
        5,
        'lost a deal',
        'lost the deal',
        'lost a customer',
        'lost the customer',
        'lost a client',
        'lost the client',
        'lost their business',
        'win them back',
        'win back',
        'earn it back',
        'lost a huge deal',
        'lost a big deal',
        'lost my biggest deal',
        'lost my deal',
        'fell through',
        'fell apart',
        'deal fell through',
        'deal fell apart',
        'deal died',
        'closed lost',
        'went with a competitor',
        'went with a cheaper',
        'went with another vendor',
        'signed with a competitor',
        'chose a competitor',
        'lost to a competitor',
      ),
    ],
    acknowledge: 'Losing a deal you worked hard for hurts, and feeling flat today is normal.',
    answer:
      'Give yourself the evening, then review the loss while it is fresh: the moment it turned and what you would do differently. One lost deal is information, not a verdict on you.',
    points: [
      'Ask the buyer for ten minutes of honest feedback: "What made the difference for you?" Many will tell you, and some come back later.',
      'Write down where it turned: no champion, no access to the person who signs, no agreed next step, or price. That is the one habit to fix.',
      'Look at your pipeline: one loss hurts less when you can see the next three deals.',
      'Send a gracious note: it keeps you first in line if the other vendor stumbles.',
    ],
    why: 'Reps who review losses calmly improve faster than those who either move on at once or dwell on them.',
    askBack: 'At what stage did it slip away, and did they tell you why?',
    practice:
      'Write five lines on the lost deal: when it turned, what you knew, what you missed, what you will do next time, and whom to ask for feedback.',
  },
  {
    id: 'deal_slipped',
    title: 'a deal that slipped',
    area: 'skills',
    cues: [
      ...cues(
        5,
        'redlin*',
        'stuck in legal',
        'legal review',
        'in procurement',
        'contract is taking',
      ),
      ...cues(
        5,
        'deal slipped',
        'slipped to next',
        'pushed to next quarter',
        'pushed to next month',
        'pushed the close date',
        'pushed out to',
        'close date moved',
        'close date slipped',
        'deal got pushed',
        'deal was pushed',
        'deal is slipping',
      ),
      ...cues(3, 'slipped', 'slipping', 'slip', 'next quarter', 'end of quarter', 'commit'),
      ...cues(2, 'forecast*', 'pushed', 'delayed'),
    ],
    acknowledge:
      'A deal slipping late in the quarter is stressful, more so with your manager watching.',
    answer:
      'Tell your manager early and with facts, not excuses: what changed, what the buyer said in their own words, the new date, and your next step to hold it. Then check whether it truly slipped (same buyer, new date) or is at risk (no date, new people involved).',
    points: [
      'Stuck in legal or procurement? Ask your champion who signs and what each step is, offer a call between the two legal teams for the open points, and agree a realistic close date instead of hoping.',
      'Ask the buyer what changed and what has to happen for a signature by the new date, and put those steps and dates in a close plan you both agree on.',
      'Give your manager a one-line update: the account, the new date, the reason and the next meeting. Own it without blaming the buyer.',
      'Fill the gap: list the other deals that could still close in time, and choose the one where an extra push is worth it.',
      'Next time, test the timeline early: "What happens on your side if this signs a month later?"',
    ],
    why: 'Managers forgive a slipped deal far sooner than a surprise: a forecast they can trust is what they are judged on.',
    askBack: 'Did the buyer give you a new date and a reason, or did they go quiet?',
    practice:
      'Write the three-sentence update for your manager: what changed, the new date, and your next step with its date.',
  },
]
