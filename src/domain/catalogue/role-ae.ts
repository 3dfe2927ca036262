import { aeRoadmap } from './roadmap-ae'
import type { Role } from './role-types'
import { withLocks } from './unlock-costs'

export const aeRole: Role = {
  id: 'ae',
  title: 'Account Executive',
  salary: '$80K-$150K',
  difficulty: 'challenging',
  demand: 'High',
  remote: true,
  description:
    'AEs own the sale from first meeting to signed contract: discovery, demos, building the business case, negotiation and closing against a revenue quota.',
  whyFitsYou:
    'You enjoy solving business problems, can steer a conversation with senior buyers and are motivated by pay that rises with results. The usual path is one to two years as an SDR first.',
  skills: [
    {
      name: 'Discovery',
      type: 'core',
      description: "Uncovering and quantifying the buyer's problem and what it costs them.",
    },
    {
      name: 'Qualification',
      type: 'core',
      description:
        'Testing budget, authority, process and urgency with a framework such as MEDDICC.',
    },
    {
      name: 'Demo and presentation',
      type: 'core',
      description: 'Showing how the product solves the problems found in discovery.',
    },
    {
      name: 'Pipeline management',
      type: 'core',
      description: 'Keeping deals moving with clear next steps and an accurate CRM.',
    },
    {
      name: 'Negotiation',
      type: 'advanced',
      description: 'Protecting price and terms while getting to a signature.',
    },
    {
      name: 'Multi-threading and executive selling',
      type: 'advanced',
      description: 'Building support across a buying group and speaking to economic buyers.',
    },
    {
      name: 'Forecasting',
      type: 'advanced',
      description: 'Calling which deals will close this quarter, and being right.',
    },
  ],
  education: [
    {
      title: 'MEDDICC qualification',
      description: 'Learn the framework from the book or an employer-run course.',
      duration: '2-4 weeks of practice',
      type: 'course',
      provider: 'MEDDICC / Andy Whyte',
    },
    {
      title: 'Command of the Message',
      description:
        'Value-selling methodology used by many SaaS companies; usually employer-funded.',
      duration: 'multi-day workshop',
      type: 'course',
      provider: 'Force Management',
    },
    {
      title: 'Sales Software Certification',
      description: 'Free certification on managing deals and pipeline in HubSpot.',
      duration: '~3 hours',
      type: 'certification',
      provider: 'HubSpot Academy',
    },
    {
      title: 'Business degree (optional)',
      description:
        'Helpful for enterprise roles selling to finance or operations leaders; proven quota attainment matters more.',
      duration: '3-4 years',
      type: 'degree',
    },
  ],
  stories: [
    {
      name: 'Priya',
      avatar: 'P',
      quote:
        'The jump from SDR to AE is learning to listen longer. My win rate went up when I stopped demoing so early.',
      years: '3 years as AE',
      company: 'Mid-market analytics SaaS',
      background:
        'Composite story based on common career paths, not a single real person: promoted from SDR after 14 months by documenting the pipeline she sourced.',
    },
    {
      name: 'Marcus',
      avatar: 'M',
      quote:
        'My first year I hit 80% of quota. Year two I hit 130% because I learned to disqualify.',
      years: '4 years as AE, now enterprise AE',
      company: 'Enterprise IT software vendor',
      background:
        'Composite story based on common career paths, not a single real person: moved from retail management to SDR, then AE, then enterprise accounts.',
    },
  ],
  stats: {
    jobGrowth: 'Strong but cyclical: hiring follows funding and company growth (2026, qualitative)',
    remoteAvailability: 'High for SMB and mid-market; enterprise roles often need travel',
    entryLevelAvailable: false,
    workLifeBalance: 'Variable: flexible day to day, intense at quarter end',
    averageSalary: '$115K OTE (midpoint of the catalogue range)',
  },
  roadmapSteps: withLocks('ae', aeRoadmap),
  nextRoles: ['am', 'sales_manager', 'enterprise_ae'],
  comp: {
    baseVariableSplit:
      'Commonly 50/50 base/variable (SMB often 60/40). Example: $70K base + $70K variable = $140K OTE. Annual quota is often four to six times OTE.',
    typicalRamp:
      'Three to six months to full quota for SMB and mid-market, six to nine for enterprise, usually with a reduced quota or draw meanwhile.',
    quotaQuestions: [
      'What share of AEs reached 100% of quota last year, and are people who left counted?',
      'What is the quota-to-OTE ratio, and how was quota set?',
      'How much pipeline comes from SDRs and marketing versus self-sourced?',
      'Are there accelerators above 100%, caps or clawbacks if a customer churns early?',
      'Is commission paid on booking or when the customer pays?',
    ],
    figuresBasis:
      '2026 US ranges, base + variable at 100% of quota (OTE), composite of public salary surveys and job posts (e.g. RepVue, Glassdoor, Bridge Group). Estimates, not offers; enterprise roles pay above this range.',
  },
}
