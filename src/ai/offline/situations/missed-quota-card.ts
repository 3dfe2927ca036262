import { cues } from '@/domain/coaching'
import type { SituationCard } from './situation-types'

/** A missed number: the people side of a sales job, kept apart for size (people-cards.ts). */
export const missedQuotaCard: SituationCard = {
  id: 'missed_quota',
  title: 'missing quota',
  area: 'triage',
  cues: [
    ...cues(4, 'one bad year', 'bad year', 'walk into that meeting'),
    ...cues(4, 'come up short', 'came up short'),
    ...cues(4, 'lost my rhythm'),
    // Alone below quota on a team that hits it.
    ...cues(4, 'except me', 'everyone else is hitting', 'only one not hitting', 'only one missing'),
    ...cues(
      4,
      'havent been closing',
      'not closing like',
      'used to close',
      'stopped closing',
      'in a slump',
      'sales slump',
    ),
    ...cues(
      4,
      'missed quota',
      'missing quota',
      'miss quota',
      'behind on quota',
      'not hitting quota',
      'below quota',
      'havent hit quota',
      'under quota',
    ),
    ...cues(3, 'quota', 'my number', 'my numbers', 'behind', 'not hitting', 'missed'),
    ...cues(2, 'pipeline', 'struggling'),
  ],
  answer:
    'When you are behind on quota, work backwards from the gap: how many deals or meetings you need, what your conversion is, and which stage leaks. That tells you whether to fix activity, targeting or conversion.',
  points: [
    'Write the maths on one line: gap, average deal or meeting value, conversion rate, and the activity that implies.',
    'Look for the leak: few conversations means targeting or activity; conversations without next steps means discovery.',
    'Tell your manager your plan before they ask: a rep who brings a plan usually gets help and time rather than pressure.',
  ],
  why: 'Quota problems are usually one broken stage, and fixing the right stage beats working harder on all of them.',
  askBack:
    'How much time is left in the period, and at which stage do most of your deals or meetings stall?',
  step: { stems: ['pipeline', 'forecast', 'qualif'], roles: ['ae', 'sdr'] },
  practice: 'Write your gap-to-quota maths on one line and find the stage where most deals stall.',
}
