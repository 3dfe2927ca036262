import { cues } from '@/domain/coaching'
import type { SituationCard } from './situation-types'

/** What you sign when you join or leave: non-competes and taking clients with you. */
export const contractCards: readonly SituationCard[] = [
  {
    id: 'non_compete',
    title: 'a non-compete or taking clients with you',
    area: 'career',
    safety: 'legal',
    cues: [
      ...cues(4, 'join a competitor', 'to join a competitor'),
      ...cues(
        4,
        'join a direct competitor',
        'role at a direct competitor',
        'for a direct competitor',
      ),
      ...cues(4, 'when i joined i signed'),
      ...cues(4, 'cant work for a competitor'),
      ...cues(
        5,
        'non solicit',
        'nonsolicit',
        'non solicitation',
        'follow me to',
        'customers follow me',
      ),
      // The legal terms say it all; nothing else in sales talk uses them.
      ...cues(
        7,
        'non compete',
        'noncompete',
        'non solicit*',
        'nonsolicit*',
        'restrictive covenant',
        'clauses in my contract',
        'clients would follow me',
        'clients will follow me',
      ),
      ...cues(
        4,
        'enforce this agreement',
        'enforce the agreement',
        'break the agreement',
        'mile radius',
      ),
      ...cues(
        5,
        'working for a competitor',
        'work for a competitor',
        'bring my clients',
        'take my clients',
        'bring my book',
        'take my book',
        'client list',
      ),
      ...cues(3, 'stop me from working', 'my clients with me'),
    ],
    answer:
      'A non-compete is a contract, and how far it can be enforced depends on where you live: some places barely enforce them (California, for example), others do when they are narrow. Read it before you sign, ask to narrow it (how long, where, which competitors), and for a real decision have an employment lawyer look at it.',
    points: [
      'A non-solicitation clause (not contacting the old employer’s customers) is often enforced more readily than a non-compete; check which one you signed.',
      'Bring your skills and your public relationships, never files: a client list, CRM export or pricing sheet taken from your old employer can breach your agreement and the law.',
      'Ask the new employer whether they have hired from your old company before and how they handled the agreement; some will pay for a lawyer to review it.',
      'Get any narrowing agreed in writing before you sign; a verbal "we never enforce it" protects nobody.',
    ],
    why: 'These clauses are read as written and judged under local law, so the exact wording and where you work decide what holds.',
    askBack: 'Have you already signed it, and in which state or country do you work?',
    practice:
      'Find the agreement you signed, highlight the length, the area and the list of competitors, and write down what your new role would touch.',
  },
]
