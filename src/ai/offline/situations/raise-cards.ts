import { cues } from '@/domain/coaching'
import type { SituationCard } from './situation-types'

/** Asking for more pay in the job one has. */
export const raiseCards: readonly SituationCard[] = [
  {
    id: 'raise_ask',
    title: 'asking for a raise',
    area: 'career',
    cues: [
      ...cues(4, 'base hasnt moved', 'came in higher', 'bring up money'),
      ...cues(
        4,
        'ask for more money',
        'new hire is getting',
        'new joinee',
        'review cycle',
        'my fixed',
        'revisit your comp',
        'revisit my comp',
      ),
      ...cues(4, 'without changing roles', 'more base without', 'been crushing it'),
      ...cues(4, 'ask for a raise', 'get a raise', 'pay raise', 'salary increase', 'raise my base'),
      // British and plain-money phrasings.
      ...cues(
        4,
        'pay rise',
        'a rise',
        'overdue for a raise',
        'more money',
        'more cash',
        'pay review',
      ),
      ...cues(3, 'raise', 'underpaid', 'paid less than'),
      ...cues(1, 'base', 'salary'),
      ...cues(
        4,
        'makes more than me',
        'paid more than me',
        'earns more than me',
        'pay gap',
        'same job',
        'underpaid',
      ),
    ],
    answer:
      'Ask for a raise with market data and results, timed before budgets are set: show what you deliver and what the role pays elsewhere.',
    points: [
      'Bring your results against target for the last two or three quarters.',
      'Check market ranges for your role on salary sites and job posts, and name a specific number.',
      'If the answer is no, ask what would make it yes and by when, or for a title, territory or plan change instead.',
      'If a coworker earns more for the same job, first check whether it is base, OTE or attainment; then ask your manager for the pay band and what would move you to the top of it. Where pay differs by sex, race or another protected trait for the same work, that can be unlawful.',
    ],
    why: 'A specific number backed by results and market data is easier to approve than a general request.',
    askBack: 'Is it the base, the OTE, or the commission rate you want changed?',
    facts: [{ kind: 'salary', role: 'target' }],
    practice: 'Write down your last three quarters of results and one market range for your role.',
  },
]
