import { marketingRoadmap } from './roadmap-marketing'
import type { Role } from './role-types'
import { withLocks } from './unlock-costs'

export const marketingRole: Role = {
  id: 'marketing',
  title: 'Growth Marketing Associate',
  salary: '$55K-$95K',
  difficulty: 'moderate',
  demand: 'High',
  remote: true,
  description:
    'Growth marketers generate and convert demand for the sales team: campaigns, content, SEO, paid search, email and experiments, measured by pipeline and revenue rather than clicks.',
  whyFitsYou:
    'You are creative but like numbers, enjoy testing ideas and want to influence many buyers at once instead of one conversation at a time.',
  skills: [
    {
      name: 'Analytics',
      type: 'core',
      description: 'Tracking campaigns with GA4, UTMs and dashboards, and reading the results.',
    },
    {
      name: 'Copywriting',
      type: 'core',
      description: 'Clear, specific messages for landing pages, ads and emails.',
    },
    {
      name: 'Channel execution',
      type: 'core',
      description: 'Running SEO, paid search, email and content campaigns day to day.',
    },
    {
      name: 'Marketing automation',
      type: 'core',
      description: 'Building lists, forms and nurture flows in tools such as HubSpot.',
    },
    {
      name: 'Experimentation',
      type: 'advanced',
      description: 'Designing A/B tests with a hypothesis, metric and enough sample.',
    },
    {
      name: 'Attribution and pipeline analysis',
      type: 'advanced',
      description: 'Connecting marketing activity to opportunities and revenue.',
    },
  ],
  education: [
    {
      title: 'Google Analytics Certification',
      description: 'Free certification on GA4 setup, reports and conversions.',
      duration: '~4 hours',
      type: 'certification',
      provider: 'Google Skillshop',
    },
    {
      title: 'Inbound Marketing Certification',
      description: 'Free course on attracting, engaging and converting buyers.',
      duration: '~4 hours',
      type: 'certification',
      provider: 'HubSpot Academy',
    },
    {
      title: 'Growth marketing courses',
      description: 'Paid, in-depth programmes on experimentation, analytics and channels.',
      duration: 'several weeks to months',
      type: 'course',
      provider: 'CXL',
    },
    {
      title: 'Marketing, communications or business degree (optional)',
      description: 'Common in job posts but often waived for a portfolio with results.',
      duration: '3-4 years',
      type: 'degree',
    },
  ],
  stories: [
    {
      name: 'Lena',
      avatar: 'L',
      quote:
        "I wrote the SDR team's best-performing sequence. Marketing asked me to do that for ten thousand people.",
      years: '2 years in growth marketing',
      company: 'Series A project management SaaS',
      background:
        'Composite story based on common career paths, not a single real person: SDR who moved to demand generation after running email experiments.',
    },
    {
      name: 'Carlos',
      avatar: 'C',
      quote:
        'My portfolio was three small experiments with honest numbers. That got me more interviews than my degree.',
      years: '1 year as growth marketing associate',
      company: 'B2B e-commerce software company',
      background:
        'Composite story based on common career paths, not a single real person: retail manager who learned analytics and SEO through free certifications.',
    },
  ],
  stats: {
    jobGrowth:
      'Strong: the US BLS projects faster-than-average growth for marketing specialists (2023-33 outlook)',
    remoteAvailability: 'High: most growth work is done online',
    entryLevelAvailable: true,
    workLifeBalance: 'Good, with peaks around launches and campaigns',
    averageSalary: '$75K (midpoint of the catalogue range)',
  },
  roadmapSteps: withLocks('marketing', marketingRoadmap),
  nextRoles: ['marketing_manager', 'content_manager', 'growth_lead'],
  comp: {
    baseVariableSplit:
      'Mostly salary: commonly 90/10 to 100/0, sometimes with an annual bonus on pipeline or company goals. Example: $72K base + up to 7% bonus.',
    typicalRamp:
      'Two to three months to learn the product and tools; pipeline targets usually apply from the second quarter.',
    quotaQuestions: [
      "What is marketing's pipeline target, and what share did the team hit last year?",
      'How is attribution measured: first touch, last touch or multi-touch?',
      'Who agrees the MQL and SQL definitions with sales?',
      'Is any bonus tied to pipeline, revenue or company goals, and did it pay out?',
    ],
    figuresBasis:
      '2026 US ranges, base salary plus any target bonus, composite of public salary surveys and job posts (e.g. Glassdoor, Payscale, US BLS). Estimates, not offers.',
  },
}
