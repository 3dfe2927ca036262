import { sdrRoadmap } from './roadmap-sdr'
import type { Role } from './role-types'
import { withLocks } from './unlock-costs'

export const sdrRole: Role = {
  id: 'sdr',
  title: 'Sales Development Representative',
  salary: '$45K-$75K',
  difficulty: 'easy',
  demand: 'High',
  remote: true,
  description:
    'SDRs open the sales process: they research target accounts, reach out by phone, email and LinkedIn, qualify interest and book meetings for account executives. It is the most common way into tech sales.',
  whyFitsYou:
    'You like talking to people, handle rejection without taking it personally and want a clear, measurable route into a well-paid career. No sales degree or prior experience is required.',
  skills: [
    {
      name: 'Prospecting and research',
      type: 'core',
      description: 'Finding the right accounts and people, and a relevant reason to contact them.',
    },
    {
      name: 'Cold calling',
      type: 'core',
      description: 'Opening a call, stating a problem crisply and earning a next step in minutes.',
    },
    {
      name: 'Written outreach',
      type: 'core',
      description: 'Short, specific emails and LinkedIn messages that get replies.',
    },
    {
      name: 'Resilience and discipline',
      type: 'core',
      description: 'Hitting daily activity targets and bouncing back from many no answers.',
    },
    {
      name: 'CRM hygiene',
      type: 'core',
      description: 'Logging every touch and keeping records clean so the team can trust the data.',
    },
    {
      name: 'Qualification',
      type: 'advanced',
      description:
        'Judging need, timing and authority early so AEs spend time on real opportunities.',
    },
    {
      name: 'Account-based prospecting',
      type: 'advanced',
      description: 'Multi-threading several people in one target account with tailored messages.',
    },
  ],
  education: [
    {
      title: 'Inbound Sales Certification',
      description: 'Free introduction to the modern buyer journey and sales process.',
      duration: '~3 hours',
      type: 'certification',
      provider: 'HubSpot Academy',
    },
    {
      title: 'Salesforce CRM basics',
      description: 'Free Trailhead modules on leads, accounts, contacts and opportunities.',
      duration: '~5 hours',
      type: 'course',
      provider: 'Salesforce Trailhead',
    },
    {
      title: 'Tech sales career course',
      description:
        'Low-cost self-paced programmes such as CourseCareers teach SDR basics and job search; check current price and reviews.',
      duration: '4-8 weeks part-time',
      type: 'bootcamp',
      provider: 'e.g. CourseCareers',
    },
    {
      title: 'Any degree or none',
      description:
        "Most SDR roles accept any bachelor's degree or equivalent experience; hospitality, retail and teaching backgrounds transfer well.",
      duration: 'not required',
      type: 'degree',
    },
  ],
  stories: [
    {
      name: 'Maya',
      avatar: 'M',
      quote:
        'Serving tables taught me to read people fast. Cold calling was the same skill with a headset.',
      years: '1.5 years as SDR, now AE',
      company: 'Mid-market HR software company',
      background:
        'Composite story based on common career paths, not a single real person: restaurant server who moved into an SDR role after three months of self-study and was promoted to AE.',
    },
    {
      name: 'Jordan',
      avatar: 'J',
      quote:
        'I booked my first meeting in week two. The numbers game is real, but so is getting better every week.',
      years: '8 months as SDR',
      company: 'Series B cybersecurity startup',
      background:
        'Composite story based on common career paths, not a single real person: former teacher who used referrals from a sales community to land an SDR role.',
    },
  ],
  stats: {
    jobGrowth: 'Steady: the standard entry point into most SaaS sales teams (2026, qualitative)',
    remoteAvailability: 'Hybrid is common; fully remote SDR roles exist but are competitive',
    entryLevelAvailable: true,
    workLifeBalance: 'Good: regular hours, but daily activity targets are demanding',
    averageSalary: '$60K OTE (midpoint of the catalogue range)',
  },
  roadmapSteps: withLocks('sdr', sdrRoadmap),
  nextRoles: ['ae', 'am', 'csm'],
  comp: {
    baseVariableSplit:
      'Usually 60/40 to 70/30 base/variable. Example: $50K base + $22K variable = $72K on-target earnings (OTE). Variable is typically paid monthly on meetings held or opportunities accepted.',
    typicalRamp:
      'One to three months with a reduced or guaranteed quota; full quota is common from month three. Many SDRs are promoted or move on within 12-24 months.',
    quotaQuestions: [
      'What share of SDRs hit 100% of quota in each of the last four quarters?',
      'Is quota counted on meetings booked, meetings held or opportunities the AE accepts?',
      'Who decides whether a meeting qualifies, and how are disputes settled?',
      'Is variable capped, and are there accelerators above 100%?',
      'How many SDRs were promoted to AE in the last year, and after how long?',
    ],
    figuresBasis:
      '2026 US ranges, base + variable at 100% of quota (OTE), composite of public salary surveys and job posts (e.g. Bridge Group, RepVue, Glassdoor). Estimates, not offers; big-city roles pay more.',
  },
}
