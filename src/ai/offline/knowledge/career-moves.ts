import { cues } from '@/domain/coaching'
import type { IntentKnowledge } from './knowledge-types'

/** Moves between seats: SDR to AE, promotion talks, pay, and pivots into or out of sales. */
export const careerMoves: readonly IntentKnowledge[] = [
  {
    intent: 'sdr_to_ae',
    cues: [
      ...cues(
        4,
        'sdr to ae',
        'bdr to ae',
        'become an ae',
        'become an account executive',
        'move to ae',
      ),
      ...cues(
        4,
        'move into ae',
        'ae role',
        'promoted to ae',
        'closing role',
        'path to ae',
        'after sdr',
      ),
      ...cues(3, 'account executive', 'closer', 'full cycle'),
      ...cues(2, 'ae', 'aes', 'carry a quota', 'close deals', 'closing'),
      ...cues(1, 'sdr', 'bdr', 'promot*'),
    ],
    focusRole: 'ae',
    opener:
      'Moving from SDR to AE is the classic next step, and the people who get there fastest act like an AE before the title arrives.',
    points: [
      '**Own outcomes, not activity.** Track the meetings you booked that turned into pipeline and closed revenue; that is the number an AE hiring manager cares about.',
      '**Shadow the full cycle.** Ask to sit in on discovery, demo and negotiation calls, then write down what the AE did at each stage.',
      '**Run a deal end to end.** Ask your manager for a small inbound or expansion deal you can take from first call to signature with an AE as backup.',
      '**Learn the methodology your team uses** (MEDDICC, SPIN or similar) and use its language in your notes.',
      '**Make the case in writing:** results, skills you have shown, and what you will do in the first quarter as an AE.',
    ],
    resourceCues: ['discovery', 'demo', 'closing', 'full cycle', 'meddic', 'pipeline'],
    fallbackAction:
      'Ask an AE on your team if you can shadow their next discovery call this week, and write down three questions they asked.',
  },
  {
    intent: 'promotion_conversation',
    cues: [
      ...cues(
        4,
        'ask for a promotion',
        'ask my manager',
        'talk to my manager',
        'promotion conversation',
      ),
      ...cues(
        4,
        'promotion case',
        'make the case',
        'career conversation',
        'passed over',
        'performance review',
      ),
      ...cues(3, 'promotion', 'promoted', 'my manager', 'my boss', 'my director'),
      ...cues(2, 'promot*', 'title', 'level up'),
    ],
    focusRole: 'target',
    opener:
      'A promotion is usually decided before the conversation happens, so walk in with evidence and a plan rather than a request.',
    points: [
      '**Ask for the criteria first:** "What would you need to see from me to be ready for the next role, and by when?" Write the answer down and agree on it.',
      '**Bring a one-page brief:** your results against target, two or three examples of going beyond your role, and feedback from AEs or customers.',
      '**Show you already do parts of the next job,** such as mentoring a new hire, running a discovery call, or improving a sequence the team uses.',
      '**Agree on a date to check in again** so the conversation turns into a plan with milestones rather than a single yes or no.',
      '**If you were passed over,** ask what was missing, without arguing, and turn each gap into a visible goal for the next review.',
    ],
    resourceCues: ['promotion', 'manager', 'brief', 'case', 'review'],
    fallbackAction:
      'Book a 30-minute career conversation with your manager and ask: "What would you need to see from me to be promoted, and by when?"',
  },
  {
    intent: 'salary_negotiation',
    cues: [
      ...cues(
        4,
        'negotiat*',
        'ote',
        'on target earnings',
        'base salary',
        'base and variable',
        'counter offer',
      ),
      ...cues(4, 'counteroffer', 'compensation', 'comp plan', 'pay mix', 'commission plan'),
      ...cues(
        3,
        'salary',
        'salaries',
        'pay',
        'paid',
        'offer',
        'commission*',
        'variable',
        'accelerator*',
      ),
      ...cues(4, 'how much'),
      ...cues(3, 'earn', 'raise', 'make more', 'money'),
      ...cues(2, 'base', 'equity', 'ramp', 'clawback*', 'split'),
    ],
    focusRole: 'target',
    opener:
      'Sales pay has more moving parts than most jobs, so negotiate the whole plan, not just the headline number.',
    points: [
      '**Separate base from variable.** OTE is base plus variable at 100% of quota; ask what share of reps actually hit quota last year.',
      '**Ask about quota and ramp:** how the quota was set, whether there is a ramped quota in your first months, and whether any draw or guarantee applies.',
      '**Read the commission plan:** accelerators above quota, caps, clawbacks and when commission is paid.',
      '**Anchor on the role, not your old salary.** Use the ranges for the role and region, and let them make the first number where you can.',
      '**Negotiate more than cash:** title, start date, ramp length, training budget or an earlier performance review.',
    ],
    resourceCues: ['negotiat', 'compensation', 'salary', 'offer', 'ote'],
    fallbackAction:
      'Write down your walk-away number for base and for OTE, then list the three quota questions below to ask before you accept any offer.',
  },
  {
    intent: 'career_pivot_into_sales',
    cues: [
      ...cues(
        4,
        'break into',
        'get into tech sales',
        'get into sales',
        'into tech sales',
        'switch into sales',
      ),
      ...cues(
        4,
        'career change',
        'career changer',
        'career switch*',
        'no sales experience',
        'first sales job',
      ),
      ...cues(
        4,
        'transition into',
        'new to sales',
        'from teaching',
        'from retail',
        'from hospitality',
      ),
      ...cues(
        4,
        'former teacher',
        'land an sdr',
        'get an sdr job',
        'entry level',
        'without experience',
      ),
      ...cues(
        3,
        'teacher',
        'teaching',
        'retail',
        'hospitality',
        'bartender',
        'server',
        'nurse',
        'military',
      ),
      ...cues(3, 'veteran', 'pivot into', 'transferable', 'no experience'),
      ...cues(2, 'pivot*', 'switch*', 'change careers'),
    ],
    focusRole: 'sdr',
    opener:
      'Plenty of great reps started somewhere else: teaching, hospitality and retail build exactly the skills tech sales needs.',
    points: [
      '**Translate your experience:** handling upset customers is objection handling, hitting store targets is quota attainment, and teaching is presenting and discovery.',
      '**Start where the door is open.** The SDR role is the usual entry point: it teaches prospecting and qualification and leads to AE, AM or CSM.',
      '**Learn the basics in public:** the sales cycle, CRM, cold calling and email; post what you learn on LinkedIn so hiring managers can see it.',
      '**Build proof:** record a mock cold call, write a sample prospecting email for a company you like, and put both in your applications.',
      '**Network with SDRs and managers** at companies you admire and ask for 15-minute chats about their day.',
    ],
    resourceCues: ['fundamentals', 'basics', 'crm', 'prospecting', 'linkedin', 'resume'],
    fallbackAction:
      'Rewrite the top three bullets of your resume as sales results (a target you hit, people you persuaded, customers you kept) and send them to me for feedback.',
  },
  {
    intent: 'career_pivot_out_of_sales',
    cues: [
      ...cues(
        4,
        'leave sales',
        'out of sales',
        'get out of sales',
        'quit sales',
        'exit sales',
        'hate sales',
      ),
      ...cues(
        4,
        'no more quota',
        'without a quota',
        'non quota',
        'sales engineer',
        'solutions engineer',
      ),
      ...cues(4, 'product manag*', 'enablement', 'beyond sales', 'away from sales', 'not for me'),
      ...cues(3, 'recruit*', 'leave', 'quit', 'pivot out', 'other options', 'alternatives'),
      ...cues(2, 'pivot*', 'switch*'),
    ],
    factRoles: ['csm', 'am', 'revops', 'marketing'],
    opener:
      'Sales skills travel well. Knowing buyers, handling pressure and communicating clearly open doors well beyond a quota-carrying seat.',
    points: [
      '**Name what you want less of** (cold outreach, quota pressure, volatility) and what you want more of (data, relationships, building, creating). That points to the role.',
      '**Customer Success or Account Management** suit people who like long relationships more than the hunt.',
      '**Revenue Operations** suits people who enjoy CRM, reporting and fixing process.',
      '**Growth Marketing** suits people who like writing, campaigns and experiments.',
      '**Move inside your company first:** an internal transfer is usually easier than a cold application, because people already know your work.',
    ],
    fallbackAction:
      'List the three parts of your current job you enjoy most and the three you would drop, then ask me which role they point to.',
  },
]
