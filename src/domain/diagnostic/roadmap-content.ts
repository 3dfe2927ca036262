import type { RoleId } from '../catalogue'
import type { TimelineFit } from './diagnostic-types'

/** Copy for the generated roadmap: three phases, per-role milestones, timeline wording. */

export interface PhaseTemplate {
  title: string
  /** Share of the total time this phase gets; the three add up to 1. */
  share: number
  description: (roleTitle: string) => string
}

export const phaseTemplates: readonly [PhaseTemplate, PhaseTemplate, PhaseTemplate] = [
  {
    title: 'Foundation',
    share: 0.3,
    description: (roleTitle) => `Learn the core skills and language every ${roleTitle} relies on.`,
  },
  {
    title: 'Build Proof',
    share: 0.4,
    description: () => 'Practise on real work and collect results you can show a hiring manager.',
  },
  {
    title: 'Land the Role',
    share: 0.3,
    description: (roleTitle) =>
      `Turn your proof into interviews and ${/^[AEIOU]/i.test(roleTitle) ? 'an' : 'a'} ${roleTitle} offer.`,
  },
]

type PhaseMilestones = readonly [readonly string[], readonly string[], readonly string[]]

export const phaseMilestones: Record<RoleId, PhaseMilestones> = {
  sdr: [
    [
      'Explain the sales funnel and SaaS basics in your own words',
      'A LinkedIn profile that tells your sales story',
    ],
    ['Write a three-touch outreach sequence', 'Five recorded mock cold calls, reviewed'],
    ['Twenty tailored SDR applications sent', 'A final-round interview reached'],
  ],
  ae: [
    [
      'A full mock discovery call using a qualification framework',
      'Know your own pipeline and win-rate numbers',
    ],
    [
      'One deal run end to end with a mutual action plan',
      'Three deal stories with numbers, ready to tell',
    ],
    ['A 30-60-90 day plan presented in an interview', 'An offer with a clear base, OTE and quota'],
  ],
  csm: [
    [
      'Explain onboarding, adoption, renewal and churn',
      'A customer journey map for a product you know',
    ],
    ['A mock quarterly business review delivered', 'A simple account-health scorecard built'],
    ['A retention story with numbers, ready for interviews', 'A Customer Success Manager offer'],
  ],
  am: [
    ['An account plan for one real or sample customer', 'Renewal and expansion basics understood'],
    ['Three upsell opportunities with a business case', 'A mock renewal negotiation completed'],
    ['An expansion story with numbers, ready for interviews', 'An Account Manager offer'],
  ],
  revops: [
    [
      'A pipeline report built in a CRM or spreadsheet',
      'Funnel stages and conversion rates explained',
    ],
    ['One sales process documented and improved', 'A forecast model built from sample data'],
    ['A portfolio project: a dashboard or process audit', 'A Revenue Operations offer'],
  ],
  marketing: [
    [
      'Growth metrics explained: CAC, conversion, LTV',
      'Analytics set up on a small site or project',
    ],
    ['A small campaign run and its results reported', 'Three pieces of B2B content published'],
    ['A portfolio of campaigns with numbers', 'A Growth Marketing offer'],
  ],
}

export interface AssessmentFacts {
  timelineLabel: string
  from: string
  roleTitle: string
  usual: string
}

export const assessmentText: Record<TimelineFit, (facts: AssessmentFacts) => string> = {
  ambitious: ({ timelineLabel, from, roleTitle, usual }) =>
    `Your '${timelineLabel}' timeline is ambitious: moving from ${from} to ${roleTitle} usually takes ${usual}. ` +
    'Plan for that range and treat anything faster as a bonus; the high-priority steps are where speed comes from.',
  realistic: ({ timelineLabel, from, roleTitle, usual }) =>
    `Your '${timelineLabel}' timeline is realistic: moving from ${from} to ${roleTitle} usually takes ${usual}.`,
  comfortable: ({ timelineLabel, roleTitle, usual }) =>
    `Your '${timelineLabel}' timeline gives you room: becoming a ${roleTitle} usually takes ${usual}, ` +
    'so you can go deeper on each step or aim for a stronger first offer.',
  flexible: ({ from, roleTitle, usual }) =>
    `No fixed deadline: at a steady pace, moving from ${from} to ${roleTitle} usually takes ${usual}.`,
}

export const alreadyThereText = (roleTitle: string, usual: string): string =>
  `You already do much of a ${roleTitle}'s work, so this plan is about levelling up within ${usual}.`

export const welcomePace: Record<TimelineFit, string> = {
  ambitious: 'Your timeline is ambitious, so I put the highest-impact steps first.',
  realistic: 'Your timeline is realistic, and I paced the plan to match it.',
  comfortable: 'You have time on your side, so we can go deep on each step.',
  flexible: "With a flexible timeline, we'll keep a steady, sustainable pace.",
}

/** How a starting point reads after 'moving from ...'. */
export const startingPointPhrase: Record<string, string> = {
  sdr_bdr: 'an SDR/BDR seat',
  account_executive: 'an AE seat',
  customer_success: 'customer success',
  account_manager: 'account management',
  sales_ops: 'sales operations',
  marketing: 'marketing',
  student_new_grad: 'school',
  switcher_retail_hospitality: 'retail or hospitality',
  switcher_teaching: 'teaching',
  other_professional: 'your current field',
}
