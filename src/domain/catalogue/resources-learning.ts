import type { RoleResource } from './role-types'

/** Courses, certifications, research and podcasts referenced by roadmap steps. */
export const learning = {
  hubspotInboundSales: {
    title: 'Inbound Sales Certification',
    type: 'certification',
    url: 'https://academy.hubspot.com',
    description:
      'Free course on identifying, connecting with, exploring and advising buyers; a credible first line on a resume.',
    duration: '~3 hours, self-paced',
    provider: 'HubSpot Academy',
    isFree: true,
  },
  hubspotSalesSoftware: {
    title: 'Sales Software Certification',
    type: 'certification',
    url: 'https://academy.hubspot.com',
    description: 'Free certification on working deals, sequences and pipelines inside HubSpot CRM.',
    duration: '~3 hours, self-paced',
    provider: 'HubSpot Academy',
    isFree: true,
  },
  trailheadCrmBasics: {
    title: 'Salesforce CRM basics on Trailhead',
    type: 'course',
    url: 'https://trailhead.salesforce.com',
    description:
      'Free modules on leads, accounts, contacts, opportunities and pipeline; badges can be shown on LinkedIn.',
    duration: '~5 hours',
    provider: 'Salesforce Trailhead',
    isFree: true,
  },
  trailheadReports: {
    title: 'Reports & Dashboards on Trailhead',
    type: 'course',
    url: 'https://trailhead.salesforce.com',
    description:
      'Free hands-on modules on report types, filters, summary formulas and dashboards in a practice org.',
    duration: '~4 hours',
    provider: 'Salesforce Trailhead',
    isFree: true,
  },
  salesforceAdmin: {
    title: 'Salesforce Certified Administrator',
    type: 'certification',
    url: 'https://trailhead.salesforce.com',
    description:
      'The most requested credential in RevOps job posts: security, objects, automation, reports. Paid proctored exam.',
    duration: '2-3 months of study',
    provider: 'Salesforce',
    isFree: false,
  },
  googleDataAnalytics: {
    title: 'Google Data Analytics Professional Certificate',
    type: 'certification',
    url: 'https://www.coursera.org/professional-certificates/google-data-analytics',
    description:
      'Spreadsheets, SQL, cleaning data and dashboards for beginners; sold by subscription.',
    duration: 'about 6 months at ~10 hours/week',
    provider: 'Google via Coursera',
    isFree: false,
  },
  excelForBusiness: {
    title: 'Excel Skills for Business',
    url: 'https://www.coursera.org/specializations/excel',
    type: 'course',
    description:
      'Four-course specialization from basics to lookups, pivot tables and modelling; financial aid is available.',
    duration: 'several months part-time',
    provider: 'Macquarie University via Coursera',
    isFree: false,
  },
  sqlBolt: {
    title: 'SQLBolt interactive lessons',
    url: 'https://sqlbolt.com',
    type: 'course',
    description: 'Free, browser-based SQL exercises from SELECT to joins and aggregates.',
    duration: '~6 hours',
    provider: 'SQLBolt',
    isFree: true,
  },
  winningByDesign: {
    title: 'The Bowtie model and SPICED',
    url: 'https://winningbydesign.com',
    type: 'article',
    description:
      'Public material on the recurring-revenue Bowtie and the SPICED discovery framework (Situation, Pain, Impact, Critical event, Decision).',
    duration: '~1 hour',
    provider: 'Winning by Design',
    isFree: true,
  },
  commandOfTheMessage: {
    title: 'Command of the Message',
    url: 'https://www.forcemanagement.com',
    type: 'course',
    description:
      'Value-selling methodology many SaaS sales teams pair with MEDDPICC; usually paid for by an employer.',
    duration: 'multi-day workshop',
    provider: 'Force Management',
    isFree: false,
  },
  ccsm: {
    title: 'Certified Customer Success Manager (CCSM)',
    type: 'certification',
    description:
      'Levelled CS certification covering onboarding, adoption, renewals and value; paid, self-paced.',
    duration: 'several weeks per level',
    provider: 'SuccessHACKER',
    isFree: false,
  },
  gainsightPulse: {
    title: 'Gainsight Pulse community and library',
    url: 'https://www.gainsight.com',
    type: 'article',
    description:
      'Talks and playbooks from the largest customer success community on health scores, onboarding and renewals.',
    duration: 'ongoing',
    provider: 'Gainsight',
    isFree: true,
  },
  gongLabs: {
    title: 'Gong Labs research',
    url: 'https://www.gong.io',
    type: 'article',
    description:
      'Data-backed articles from analysing recorded sales calls: talk ratios, cold call openers, discovery questions.',
    duration: '10-15 minute reads',
    provider: 'Gong',
    isFree: true,
  },
  thirtyMpc: {
    title: "30 Minutes to President's Club",
    url: 'https://www.30mpc.com',
    type: 'video',
    description:
      'Tactical podcast (audio and video) by two sales practitioners: cold calling, discovery and negotiation scripts.',
    duration: '~30 minutes per episode',
    provider: 'Armand Farrokh & Nick Cegelski',
    isFree: true,
  },
  bridgeGroupReport: {
    title: 'SDR Metrics & Compensation Report',
    url: 'https://www.bridgegroupinc.com',
    type: 'article',
    description:
      'Benchmarks on SDR quota, ramp, tenure and pay; use it to sanity-check an offer. Free with an email sign-up.',
    duration: '~1 hour',
    provider: 'The Bridge Group',
    isFree: true,
  },
} as const satisfies Record<string, RoleResource>
