import { cues } from '@/domain/coaching'
import type { SituationCard } from './situation-types'

/** Moving up inside sales: into management, or from smaller deals to enterprise. */
export const moveUpCards: readonly SituationCard[] = [
  {
    id: 'move_to_sales_management',
    title: 'becoming a sales manager',
    area: 'career',
    goal: 'become a sales manager',
    cues: [
      ...cues(4, 'take over a team', 'first line leader', 'first line manager', 'leading a team'),
      ...cues(4, 'hinted i could lead', 'could lead it', 'asked me to lead'),
      ...cues(4, 'lead the new team', 'people manager', 'second team'),
      ...cues(
        4,
        'take over the team',
        'take over the sdr team',
        'run the team',
        'managed anyone',
        'manage the team',
        'lead the team',
      ),
      ...cues(4, 'mba', 'an mba', 'my mba'),
      ...cues(2, 'management', 'his role', 'her role', 'direct reports'),
      ...cues(4, 'into management', 'management role', 'step into management', 'first management'),
      ...cues(
        4,
        'sales manager',
        'team lead',
        'become a manager',
        'first time manager',
        'manage a team',
        'managing people',
        'sdr manager',
        'leadership role',
        'sales leadership',
        'into leadership',
        'former peers',
        'my directs',
        'promoted to manager',
        'promoted to a manager',
        'managing my former',
      ),
      ...cues(2, 'lead a team', 'manage', 'coach reps'),
    ],
    answer:
      'Sales management is a different job, not a reward for top selling: you win through other people’s numbers. Show you can coach before you ask for the title.',
    points: [
      'How long until you can manage? It depends on the company: most first-time managers carried a quota for a few years and showed they can coach first (onboarding new reps, running a team meeting); ask your manager what the path looks like where you are.',
      'Mentor a new hire or run a team call-review session; that is management evidence.',
      'Already promoted over your former peers? Meet each of them one to one in the first weeks: ask what they need from you, say plainly what changes and what does not, and expect push-back from anyone who wanted the job; being consistent, not being liked, is what earns the authority.',
      'Learn forecasting and pipeline reviews, the core of a manager’s week.',
      'Tell your leader you want the path, and ask what they would need to see.',
      'Told you do not have "what it takes" to manage? Ask what specifically is missing, with two examples, then agree one way to show it (onboarding the next hire, running the team meeting) and a date to review it; a vague no becomes a list you can work on.',
      'An MBA is rarely what a first sales-management job asks for: coaching others and a record of beating your number weigh more. It helps later, for director roles or a move into strategy.',
    ],
    why: 'Companies promote people into management who already make others better.',
    askBack: 'Are you already mentoring anyone on your team?',
    step: { stems: ['forecast', 'pipeline'], roles: ['ae'] },
    practice: 'Offer to onboard or mentor the next new rep on your team.',
  },
  {
    id: 'move_to_enterprise',
    title: 'moving up to enterprise',
    area: 'career',
    goal: 'move into enterprise sales',
    cues: [
      ...cues(
        4,
        'enterprise ae',
        'move to enterprise',
        'enterprise sales',
        'mid market to enterprise',
        'smb to enterprise',
        'move upmarket',
        'up market',
      ),
      ...cues(2, 'enterprise', 'bigger deals', 'larger deals'),
    ],
    answer:
      'Enterprise selling rewards patience and orchestration: longer cycles, many stakeholders, procurement and security reviews. Prove you can run multi-threaded deals before you make the move.',
    points: [
      'Multi-thread your current deals: a champion, an economic buyer and a user in each.',
      'Learn MEDDICC properly; enterprise teams use it to inspect deals.',
      'Build a record of larger or longer deals you closed, with the stakeholders you managed.',
    ],
    why: 'Enterprise managers hire reps who can control complex deals, and that shows in how you multi-thread.',
    askBack: 'What segment and deal size are you selling today?',
    step: { stems: ['multi', 'qualif', 'negotiat'], roles: ['ae'] },
    practice:
      'Map every stakeholder in your largest open deal and find one you have not spoken to.',
  },
]
