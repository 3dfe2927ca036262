import { cues, type WeightedCue } from '@/domain/coaching'
import { selfForms, selfPhrases, switchCues } from './switcher-rules'
import type { SituationCard } from './situation-types'

function switcher(
  id: string,
  who: readonly string[],
  title: string,
  answer: string,
  bridge: string,
  askBack: string,
): SituationCard {
  const plainWho = who.filter((w) => !w.endsWith('*'))
  const whoCues: WeightedCue[] = [
    // A named background outweighs the generic "break into sales" words it comes with.
    ...cues(5, ...who),
    // Said about oneself ("I was a teacher"), not about someone else ("the internal recruiter").
    ...cues(3, ...plainWho.flatMap(selfForms)),
  ]
  selfPhrases.set(id, plainWho.flatMap(selfForms))
  return {
    id,
    title,
    area: 'switcher',
    goal: 'land a first tech sales job',
    cues: [...whoCues, ...switchCues],
    answer,
    points: [
      bridge,
      'Target companies that sell to the world you know; your background is a credibility edge there.',
      'Talk to people first: ask two reps in that industry for a 15-minute informational chat, or to let you shadow a call.',
      'Message SDR managers directly with a short note that links your past work to their buyers.',
      'For "find people to talk to": look on LinkedIn for reps who came from your background (a former nurse, a former teacher) in the industry you want, and send them two lines: who you are, one question, 15 minutes. People answer someone who is walking the path they walked; the reps who already call on your workplace are a warm start too.',
      'To avoid a pay cut you cannot carry, compare what you earn now with the SDR base (the part you can count on while you ramp), not with the OTE, and keep a few months of savings; the larger step up in pay usually comes with the move to AE.',
    ],
    why: 'Hiring managers look for coachability and proof you can handle targets and rejection; your background already holds examples of both.',
    askBack,
    facts: [{ kind: 'salary', role: 'sdr' }],
    step: { stems: ['resume', 'prospect', 'interview'], roles: ['sdr'] },
    practice:
      'Rewrite three lines of your resume as sales results: a target, a number, an outcome.',
  }
}

/** Anyone else changing career; its cues and one point of its own are added below. */
const general = switcher(
  'switcher_general',
  [
    'lawyer',
    'attorney',
    'engineer',
    'real estate',
    'accountant',
    'cpa',
    'auditor',
    'career changer',
    'paralegal',
    'pharmacist',
    'purchasing agent',
    'insurance',
  ],
  'a career switcher moving into sales',
  'Career changers get into tech sales all the time, at any age: what counts is showing how your past work already involved persuading, organising and handling rejection.',
  'Pick three moments from your past work where you persuaded someone or hit a target, with numbers.',
  'What do you do today, and what draws you to sales?',
)

/** Career switchers by background: the bridge from their world into an SDR seat. */
export const switcherCards: readonly SituationCard[] = [
  switcher(
    'switcher_teacher',
    ['teacher', 'teaching', 'educator', 'classroom', 'taught', 'high school', 'my students'],
    'a teacher moving into sales',
    'Teachers move into tech sales often: you already explain complex ideas, manage a room and handle pushback every day. Edtech companies especially value that you know their buyers.',
    'Translate classroom work into sales language: "presented to 30 people daily", "persuaded parents", "hit learning targets".',
    'Which subject or level did you teach?',
  ),
  switcher(
    'switcher_retail',
    [
      'retail',
      'store manager',
      'cashier',
      'sales associate',
      'phone store',
      'retail store',
      'manage a store',
      'keyholder',
      'store mgr',
      'shoe store',
    ],
    'a retail worker moving into tech sales',
    'Retail is real sales experience: you handled customers, targets and busy days. The bridge to tech sales is showing you can start conversations, not just answer them.',
    'Put your numbers on the resume: sales per hour, upsell rates, targets hit, team size.',
    'Did you have sales targets or manage a team in retail?',
  ),
  switcher(
    'switcher_hospitality',
    // Not 'server' alone: in tech sales that is usually a computer.
    [
      'hospitality',
      'waiting tables',
      'serving tables',
      'waiter',
      'waitress',
      'bartender',
      'restaurant',
      'restaurants',
      'hotel',
      'barista',
      'starbucks',
      'coffee shop',
      'cafe',
    ],
    'a hospitality worker moving into tech sales',
    'Hospitality builds exactly what SDR managers want: reading people fast, staying warm under pressure and upselling without being pushy.',
    'Frame your shifts as sales evidence: covers served, upsells, regulars you built, complaints you turned around.',
    'What part of hospitality did you enjoy most?',
  ),
  switcher(
    'switcher_recruiter',
    // Not the bare word 'recruiter': recruiters reach out to everyone ("a recruiter from X called").
    ['recruiting', 'talent acquisition', 'staffing', 'agency recruiter', 'technical recruiter'],
    'a recruiter moving into tech sales',
    'Recruiting is sales with a different product: you already prospect, cold call, qualify and close candidates and clients. Many recruiters skip straight past entry level.',
    'Lead with your desk numbers: placements, billings, outreach volume, client accounts won.',
    'Were you agency-side with clients, or in-house?',
  ),
  switcher(
    'switcher_military',
    ['military', 'veteran', 'army', 'navy', 'marines', 'air force', 'served in the'],
    'a veteran moving into tech sales',
    'Veterans do well in sales: discipline, composure under pressure and following a process are exactly what SDR teams need. Several tech companies run veteran hiring programmes.',
    'Translate your role into civilian results: people led, missions planned, standards hit.',
    'What was your role in the service?',
  ),
  switcher(
    'switcher_scientist',
    ['scientist', 'phd', 'researcher', 'lab', 'chemist', 'biologist'],
    'a scientist moving into tech sales',
    'A science background is an edge in technical sales: you can talk to expert buyers as a peer. Life-science tools, biotech software and data companies look for exactly that.',
    'Frame your research as problem-solving for a customer: what question, what method, what result.',
    'Which field are you in, and would you like to sell to people in it?',
  ),
  switcher(
    'switcher_nurse',
    [
      'nurse',
      'nursing',
      'healthcare worker',
      'clinical',
      'hospital',
      'rn',
      'bedside',
      'registered nurse',
    ],
    'a nurse moving into sales',
    'Nurses move into healthtech and medical sales often: you know clinical workflows and speak the buyer’s language, which most reps cannot.',
    'Describe your clinical work as stakeholder management: doctors, patients, families, under time pressure.',
    'Would you like to sell to hospitals and clinics, or outside healthcare?',
  ),
  switcher(
    'switcher_founder',
    [
      'founder',
      'founded',
      'my startup',
      'shut down my company',
      'running my own company',
      'running my own business',
      'my own b2b',
      'my own business',
      'entrepreneur',
      'business owner',
      'ran my own',
    ],
    'a founder moving into a sales role',
    'Founders bring real selling: you sold a product, a vision and yourself. Be ready to show you can work inside a team and a process now.',
    'Lead with the revenue you brought in and the customers you won yourself.',
    'Did you sell your product yourself, and to whom?',
  ),
  {
    ...general,
    points: [
      ...general.points,
      'If the image of salespeople holds you back: B2B sales is mostly consultative, helping businesses solve a problem over weeks or months, and buyers remember the reps who were honest with them; the pushy stereotype comes from one-call retail and car lots.',
    ],
    cues: [
      ...cues(
        5,
        'lawyer',
        'attorney',
        'real estate',
        'accountant',
        'cpa',
        'auditor',
        'career changer',
        'paralegal',
        'pharmacist',
      ),
      ...cues(
        3,
        'engineer',
        'in my 30s',
        'in my 40s',
        'in my 50s',
        'at 40',
        'at 35',
        'too old to',
        'mid career',
        'second career',
      ),
      // The stereotype that keeps people out: "what's holding me back is the image of salespeople".
      ...cues(3, 'image of salespeople', 'image of sales', 'sleazy', 'used car salesman', 'salesy'),
      ...switchCues,
    ],
  },
]
