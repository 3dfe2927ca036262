import { revopsRoadmap } from './roadmap-revops'
import type { Role } from './role-types'
import { withLocks } from './unlock-costs'

export const revopsRole: Role = {
  id: 'revops',
  title: 'Revenue Operations Specialist',
  salary: '$75K-$140K',
  difficulty: 'challenging',
  demand: 'High',
  remote: true,
  description:
    'Revenue operations runs the systems, data and processes behind marketing, sales and customer success: the CRM, reporting, lead routing, forecasting, territories and comp plans.',
  whyFitsYou:
    'You like spreadsheets and systems as much as people, get satisfaction from fixing broken processes and want a strategic role without carrying a personal quota.',
  skills: [
    {
      name: 'CRM administration',
      type: 'core',
      description:
        'Configuring Salesforce or HubSpot: fields, automation, permissions, data quality.',
    },
    {
      name: 'Reporting and dashboards',
      type: 'core',
      description: 'Turning CRM data into reports leaders use to run the business.',
    },
    {
      name: 'Spreadsheet modelling',
      type: 'core',
      description: 'Pivot tables, lookups and models in Excel or Google Sheets.',
    },
    {
      name: 'Process design',
      type: 'core',
      description: 'Mapping handoffs, SLAs and routing rules between teams.',
    },
    {
      name: 'SQL and data analysis',
      type: 'advanced',
      description: 'Querying warehouse data when CRM reports are not enough.',
    },
    {
      name: 'Forecasting and planning',
      type: 'advanced',
      description: 'Capacity models, quota setting, territory design and comp plans.',
    },
    {
      name: 'Systems integration',
      type: 'advanced',
      description: 'Connecting CRM, marketing automation and sales tools without losing data.',
    },
  ],
  education: [
    {
      title: 'Salesforce Certified Administrator',
      description: 'The most requested credential in RevOps job posts; paid proctored exam.',
      duration: '2-3 months of study',
      type: 'certification',
      provider: 'Salesforce',
    },
    {
      title: 'Google Data Analytics Professional Certificate',
      description: 'Beginner-friendly spreadsheets, SQL and dashboards; subscription based.',
      duration: 'about 6 months part-time',
      type: 'certification',
      provider: 'Google via Coursera',
    },
    {
      title: 'Excel Skills for Business',
      description: 'From basics to modelling with pivot tables and lookups.',
      duration: 'several months part-time',
      type: 'course',
      provider: 'Macquarie University via Coursera',
    },
    {
      title: 'Business, economics or information systems degree (optional)',
      description: 'Common but not required; a certification plus a portfolio often substitutes.',
      duration: '3-4 years',
      type: 'degree',
    },
  ],
  stories: [
    {
      name: 'Aisha',
      avatar: 'A',
      quote:
        "I was the SDR who fixed everyone's Salesforce views. Someone finally told me that was a job.",
      years: '3 years in RevOps',
      company: 'Series C fintech SaaS',
      background:
        'Composite story based on common career paths, not a single real person: SDR who earned the Salesforce Administrator certification and moved into sales operations.',
    },
    {
      name: 'Ben',
      avatar: 'B',
      quote:
        'Finance taught me models; RevOps taught me that a model is only as good as the CRM data feeding it.',
      years: '2 years in RevOps',
      company: 'Mid-market developer tools company',
      background:
        'Composite story based on common career paths, not a single real person: financial analyst who switched to revenue operations through a planning project.',
    },
  ],
  stats: {
    jobGrowth: 'Strong: one of the faster-growing go-to-market functions (2026, qualitative)',
    remoteAvailability: 'High: systems and data work is remote-friendly',
    entryLevelAvailable: false,
    workLifeBalance: 'Good, with crunches at quarter end and during annual planning',
    averageSalary: '$108K (midpoint of the catalogue range)',
  },
  roadmapSteps: withLocks('revops', revopsRoadmap),
  nextRoles: ['revops_manager', 'sales_operations_director', 'data_analyst'],
  comp: {
    baseVariableSplit:
      'Mostly salary: commonly 85/15 to 100/0, with a bonus tied to company revenue rather than a personal quota. Example: $100K base + 10% annual bonus target.',
    typicalRamp:
      'One to three months to learn the stack and data; the first annual planning cycle is the real test.',
    quotaQuestions: [
      'What share of quota-carrying reps hit quota last year, and who sets quotas?',
      'Is my bonus tied to company bookings, and did it pay out last year?',
      'Who owns the CRM today: RevOps, IT or sales leadership?',
      'Is there an existing capacity and forecast model, or will I build it?',
    ],
    figuresBasis:
      '2026 US ranges, base salary plus target bonus, composite of public salary surveys and job posts (e.g. Glassdoor, Payscale, RevOps community salary surveys). Estimates, not offers.',
  },
}
