import { cues } from '@/domain/coaching'
import type { SituationCard } from './situation-types'

/** Starting a sales job and where it is done from: the first 90 days, remote work. */
export const newJobCards: readonly SituationCard[] = [
  {
    id: 'first_90_days',
    title: 'a new sales job',
    area: 'career',
    cues: [
      ...cues(4, 'start my new', 'new ae job', 'dont look lost'),
      ...cues(4, 'first few months'),
      ...cues(4, 'start my first', 'first few weeks', 'good impression', 'starting monday'),
      ...cues(5, 'first 1 1', 'first one on one', 'first 1 on 1'),
      ...cues(6, 'got my first ae job', 'got my first sdr job', 'landed my first'),
      ...cues(
        4,
        'first three months',
        'first 3 months',
        'first month',
        'first 30 days',
        'first 90 days',
        'first day',
        'starting my first',
        'starts monday',
        'start monday',
        'first week',
        'start next week',
        'starting next week',
        'starting next monday',
        'new job next',
      ),
      ...cues(
        4,
        'just started',
        'my new job',
        'got a new job',
        'starting a new job',
        'in a new job',
        'at a new job',
        'new job new team',
        'first week',
        'first month',
        'first 90 days',
        'onboarding',
        'new role',
        'started a new',
      ),
      // "The new job pays 25k more" is an offer being weighed, not a job begun.
      ...cues(2, 'ramp', 'ramping', 'new team', 'new job'),
    ],
    answer:
      'In your first 90 days, learn faster than anyone expects: the product, the buyer and how the top rep works. Early wins come from copying what already works, then improving it.',
    points: [
      'Shadow the top performer and ask for their best talk tracks and emails.',
      'Agree with your manager what success looks like at 30, 60 and 90 days.',
      'Start activity early; pipeline built in month one pays in month three.',
    ],
    why: 'Ramp is judged on trajectory; visible learning and early activity set the impression.',
    askBack: 'What is your ramp target, and how is it measured?',
    step: { stems: ['product', 'persona', 'prospect'], roles: ['sdr', 'ae'] },
    practice: 'Ask your manager what success looks like at 30, 60 and 90 days, and write it down.',
  },
  {
    id: 'remote_work',
    title: 'remote sales roles',
    area: 'career',
    cues: [
      ...cues(
        4,
        'remote',
        'work from home',
        'wfh',
        'hybrid',
        'relocat*',
        'in office',
        'in the office',
      ),
      ...cues(2, 'move to', 'location'),
      ...cues(5, 'asked to relocate', 'relocate to', 'relocation package'),
    ],
    answer:
      'Remote sales roles exist at every level, but they are more competitive, especially for entry-level SDRs; hybrid is common because new reps learn faster in a room.',
    points: [
      'Show remote-ready habits: self-managed activity, clear written updates, a quiet setup.',
      'Be open to hybrid for your first role; it widens your options a lot.',
      'Filter job boards by remote and ask in interviews how remote reps are coached.',
    ],
    why: 'Managers hire remote reps who clearly manage themselves.',
    askBack: 'Is remote a must for you, or a preference?',
    facts: [{ kind: 'table', id: 'remote_sdr' }],
    practice:
      'Write a two-line note on how you manage your day without supervision, for interviews.',
  },
]
