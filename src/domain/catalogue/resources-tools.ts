import type { RoleResource } from './role-types'

/** Software and communities referenced by roadmap steps (communities use type 'tool'). */
export const tools = {
  hubspotCrm: {
    title: 'HubSpot CRM (free tier)',
    url: 'https://www.hubspot.com/products/crm',
    type: 'tool',
    description:
      "A free CRM to practise logging calls, deals and pipeline stages if you don't have Salesforce access.",
    duration: '1-2 hours to set up',
    provider: 'HubSpot',
    isFree: true,
  },
  salesNavigator: {
    title: 'LinkedIn Sales Navigator',
    url: 'https://business.linkedin.com/sales-solutions',
    type: 'tool',
    description:
      'Account and lead search, saved lists and job-change alerts; most SDR teams use it daily. Free trial, then paid.',
    duration: '2-3 hours to learn',
    provider: 'LinkedIn',
    isFree: false,
  },
  apollo: {
    title: 'Apollo.io',
    url: 'https://www.apollo.io',
    type: 'tool',
    description:
      'Contact data plus email sequences; the free tier is enough to practise building a targeted prospect list.',
    duration: '1-2 hours to learn',
    provider: 'Apollo.io',
    isFree: true,
  },
  engagementPlatforms: {
    title: 'Outreach and Salesloft',
    type: 'tool',
    description:
      'The sales engagement platforms named most in SDR job posts: sequences, task queues, dialers, call logging.',
    duration: 'learned on the job; watch vendor demos first',
    provider: 'Outreach / Salesloft',
    isFree: false,
  },
  gong: {
    title: 'Gong',
    url: 'https://www.gong.io',
    type: 'tool',
    description:
      'Conversation intelligence: records and transcribes calls so you and your manager can review discovery and demos.',
    duration: 'learned on the job',
    provider: 'Gong',
    isFree: false,
  },
  clari: {
    title: 'Clari',
    url: 'https://www.clari.com',
    type: 'tool',
    description:
      'Forecasting and pipeline inspection; shows how deals move week to week and where the forecast call comes from.',
    duration: 'learned on the job',
    provider: 'Clari',
    isFree: false,
  },
  gainsight: {
    title: 'Gainsight CS',
    url: 'https://www.gainsight.com',
    type: 'tool',
    description:
      'The customer success platform most named in CSM job posts: health scores, calls to action, success plans.',
    duration: 'learned on the job',
    provider: 'Gainsight',
    isFree: false,
  },
  churnZero: {
    title: 'ChurnZero',
    url: 'https://churnzero.com',
    type: 'tool',
    description:
      'Customer success platform popular with mid-market SaaS: usage tracking, health scores, in-app messages.',
    duration: 'learned on the job',
    provider: 'ChurnZero',
    isFree: false,
  },
  zapier: {
    title: 'Zapier',
    url: 'https://zapier.com',
    type: 'tool',
    description:
      'No-code automation between apps; build a lead-routing or alert workflow to learn triggers, actions and failure modes.',
    duration: '2-4 hours',
    provider: 'Zapier',
    isFree: true,
  },
  leanData: {
    title: 'LeanData',
    url: 'https://www.leandata.com',
    type: 'tool',
    description:
      'Lead-to-account matching and routing on Salesforce; its flow builder shows how routing rules are designed.',
    duration: 'vendor demos ~1 hour',
    provider: 'LeanData',
    isFree: false,
  },
  lookerStudio: {
    title: 'Looker Studio',
    url: 'https://lookerstudio.google.com',
    type: 'tool',
    description: 'Free dashboards on top of Google Sheets and other sources; good for a portfolio.',
    duration: '2-3 hours',
    provider: 'Google',
    isFree: true,
  },
  repVue: {
    title: 'RepVue',
    url: 'https://www.repvue.com',
    type: 'tool',
    description:
      'Crowdsourced quota attainment, pay and culture ratings by company; check it before accepting a sales offer.',
    duration: '30 minutes per company',
    provider: 'RepVue',
    isFree: true,
  },
  revGenius: {
    title: 'RevGenius community',
    url: 'https://www.revgenius.com',
    type: 'tool',
    description:
      'Free online community of sales, CS, marketing and RevOps people; ask questions and find mentors.',
    duration: 'ongoing',
    provider: 'RevGenius',
    isFree: true,
  },
  pavilion: {
    title: 'Pavilion',
    url: 'https://www.joinpavilion.com',
    type: 'tool',
    description:
      'Paid membership community for go-to-market professionals: peer groups, job board and training courses.',
    duration: 'ongoing',
    provider: 'Pavilion',
    isFree: false,
  },
  revOpsCoop: {
    title: 'RevOps Co-op',
    url: 'https://www.revopscoop.com',
    type: 'tool',
    description: 'Free community, job board and newsletter for revenue operations practitioners.',
    duration: 'ongoing',
    provider: 'RevOps Co-op',
    isFree: true,
  },
} as const satisfies Record<string, RoleResource>
