import type { RoadmapStepContent } from './role-types'

/** Into B2B growth marketing. Resources are plain strings (spec); no step is locked. */
export const marketingRoadmap: readonly RoadmapStepContent[] = [
  {
    id: 1,
    title: 'Learn B2B marketing and positioning',
    description:
      'Understand the B2B funnel, ideal customer profiles, positioning and how marketing hands leads to sales.',
    timeframe: 'Weeks 1-3',
    goal: 'Write a positioning statement and ICP for a real SaaS product',
    resources: [
      'Obviously Awesome - April Dunford (book)',
      'HubSpot Academy: Inbound Marketing Certification (free)',
      'Traction - Gabriel Weinberg & Justin Mares (book)',
    ],
    checklist: [
      'Finish the HubSpot Inbound Marketing certification',
      'Write an ICP and two personas for a product you know',
      'Draft a positioning statement using competitive alternatives',
      'Define MQL, SQL and pipeline sourced versus influenced',
    ],
    tips: [
      'Sales experience is an edge in B2B marketing: you know what buyers actually say.',
      'Positioning comes before tactics; channels amplify a message, they do not create one.',
    ],
  },
  {
    id: 2,
    title: 'Measure with analytics',
    description:
      'Set up GA4, UTM tracking and conversion events, and learn the basics of attribution.',
    timeframe: 'Weeks 4-6',
    goal: 'Track a campaign from click to signup in your own dashboard',
    resources: [
      'Google Analytics Certification - Google Skillshop (free)',
      'Google Tag Manager fundamentals - Google (free help center and Skillshop)',
      'Looker Studio - Google (free dashboard tool)',
    ],
    checklist: [
      'Pass the Google Analytics Certification',
      'Set up GA4 on a personal site or a free demo account',
      'Create UTM conventions and tag three links',
      'Build a Looker Studio dashboard of traffic and conversions',
      'Explain first-touch, last-touch and multi-touch attribution',
    ],
    tips: [
      'Agree naming conventions before a campaign launches, not after.',
      'Every attribution model is wrong; know which question each one answers.',
    ],
  },
  {
    id: 3,
    title: 'Run the core channels',
    description:
      'Get hands-on with SEO, paid search, email and content, the channels most B2B teams rely on.',
    timeframe: 'Weeks 7-10',
    goal: 'Run one small campaign per channel and report the results',
    resources: [
      'Semrush Academy: SEO courses (free)',
      'Google Ads Search Certification - Google Skillshop (free)',
      'HubSpot Academy: Content Marketing Certification (free)',
      'They Ask, You Answer - Marcus Sheridan (book)',
    ],
    checklist: [
      'Do keyword research for ten buyer questions',
      'Publish two articles that answer real buyer questions',
      'Build a three-email nurture sequence',
      'Set up a small test search campaign or a mock campaign plan with budget',
      'Report cost per lead or engagement for each channel',
    ],
    tips: [
      'Start with the questions sales hears every week; that is your content calendar.',
      'Small budgets teach as much as big ones if you track every result.',
    ],
  },
  {
    id: 4,
    title: 'Experiment like a growth marketer',
    description:
      'Form hypotheses, run A/B tests and build growth loops instead of one-off campaigns.',
    timeframe: 'Weeks 11-14',
    goal: 'Run and write up one experiment with a clear result',
    resources: [
      'Hacking Growth - Sean Ellis & Morgan Brown (book)',
      'CXL: growth marketing courses (paid)',
      'Reforge: growth programs (paid membership)',
    ],
    checklist: [
      'Write a hypothesis, metric and minimum sample size before testing',
      'Run an A/B test on a landing page, email subject line or ad',
      'Prioritise ten ideas with an impact-confidence-ease score',
      'Write up the result, including what you would do next',
    ],
    tips: [
      'A test without a pre-agreed success metric is just a change.',
      'Share failed experiments too; they save the team time.',
    ],
  },
  {
    id: 5,
    title: 'Land the growth marketing role',
    description:
      'Build a portfolio of campaigns and results, then interview as someone who connects marketing to pipeline.',
    timeframe: 'Months 4-6',
    goal: 'A growth or demand generation associate offer',
    resources: [
      'RevGenius: free revenue community',
      'Pavilion: community and job board (paid membership)',
      'LinkedIn: publish your case studies (free)',
    ],
    checklist: [
      'Publish three case studies: goal, what you did, numbers, lessons',
      'Tailor your resume to pipeline and revenue impact, not just activity',
      'Prepare a 30-60-90 day plan for a target company',
      'Ask employers how marketing is measured and who agrees lead definitions',
      'Get referrals from two marketers met in a community',
    ],
    tips: [
      'Show numbers even from small projects; hiring managers want evidence you measure.',
      'Former SDRs can pitch themselves as the marketer who understands sales.',
    ],
  },
]
