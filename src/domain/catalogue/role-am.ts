import { amRoadmap } from './roadmap-am'
import type { Role } from './role-types'
import { withLocks } from './unlock-costs'

export const amRole: Role = {
  id: 'am',
  title: 'Account Manager',
  salary: '$70K-$130K',
  difficulty: 'moderate',
  demand: 'Medium',
  remote: true,
  description:
    'Account managers grow revenue from existing customers: they own renewals, find upsell and cross-sell opportunities and keep executive relationships strong across a book of accounts.',
  whyFitsYou:
    'You prefer deepening relationships over constant cold outreach, think commercially and enjoy planning how an account can grow over years, not weeks.',
  skills: [
    {
      name: 'Account planning',
      type: 'core',
      description: 'Mapping stakeholders, goals and whitespace, then setting quarterly actions.',
    },
    {
      name: 'Relationship building',
      type: 'core',
      description: 'Earning trust with several decision makers in each account.',
    },
    {
      name: 'Renewal management',
      type: 'core',
      description: 'Running renewals early and predictably, with no surprises at the deadline.',
    },
    {
      name: 'Business acumen',
      type: 'core',
      description: "Understanding the customer's goals and speaking in their numbers.",
    },
    {
      name: 'Expansion selling',
      type: 'advanced',
      description: 'Running upsell and cross-sell cycles with a business case.',
    },
    {
      name: 'Negotiation',
      type: 'advanced',
      description: 'Protecting price and terms against procurement pressure.',
    },
  ],
  education: [
    {
      title: 'Sales Software Certification',
      description: 'Free certification on managing deals and pipelines in HubSpot CRM.',
      duration: '~3 hours',
      type: 'certification',
      provider: 'HubSpot Academy',
    },
    {
      title: 'Salesforce CRM basics',
      description: 'Free Trailhead modules on accounts, opportunities and renewals reporting.',
      duration: '~5 hours',
      type: 'course',
      provider: 'Salesforce Trailhead',
    },
    {
      title: 'Negotiation course',
      description:
        'Short negotiation courses (online or employer-run) pair well with renewal work; pick one with role-play.',
      duration: '1-6 weeks',
      type: 'course',
      provider: 'e.g. university online programmes',
    },
    {
      title: 'Business degree (optional)',
      description: 'Helpful for key account roles with large customers; experience counts more.',
      duration: '3-4 years',
      type: 'degree',
    },
  ],
  stories: [
    {
      name: 'Sofia',
      avatar: 'S',
      quote:
        'I realised I loved the second conversation more than the first. Account management is all second conversations.',
      years: '4 years as AM',
      company: 'Payments software company',
      background:
        'Composite story based on common career paths, not a single real person: SDR who moved to account management after 18 months and now owns a book of 40 accounts.',
    },
    {
      name: 'Tom',
      avatar: 'T',
      quote:
        'Renewals taught me that the best upsell pitch is a quarter of results the customer can repeat to their boss.',
      years: '2 years as AM',
      company: 'Logistics SaaS provider',
      background:
        'Composite story based on common career paths, not a single real person: former CSM who took on commercial ownership of renewals.',
    },
  ],
  stats: {
    jobGrowth:
      'Stable: every company with recurring revenue needs renewals owned (2026, qualitative)',
    remoteAvailability: 'Medium to high; key accounts may need on-site visits',
    entryLevelAvailable: false,
    workLifeBalance: 'Good: predictable renewal calendar, busier at quarter end',
    averageSalary: '$100K OTE (midpoint of the catalogue range)',
  },
  roadmapSteps: withLocks('am', amRoadmap),
  nextRoles: ['key_account_manager', 'csm_manager', 'sales_manager'],
  comp: {
    baseVariableSplit:
      'Commonly 60/40 to 70/30 base/variable. Example: $80K base + $40K variable = $120K OTE, paid on renewals and expansion (sometimes on net revenue retention).',
    typicalRamp:
      'Two to four months: you inherit a book, so early commission depends on when renewals fall; ask for a guarantee or draw for the first quarter.',
    quotaQuestions: [
      'How much ARR is in the book, and how much renews in my first two quarters?',
      'Is there a renewal quota, an expansion quota or both, and what counts as expansion?',
      'What share of account managers hit quota last year?',
      'Does churn in my book reduce commission (decelerators or clawbacks)?',
      'Can accounts be reassigned mid-year, and what happens to my pipeline?',
    ],
    figuresBasis:
      '2026 US ranges, base + variable at 100% of quota (OTE), composite of public salary surveys and job posts (e.g. Glassdoor, RepVue). Estimates, not offers.',
  },
}
