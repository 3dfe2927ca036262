import type { RolePoints } from './answer-affinities'

/**
 * What a resume can prove. Each signal is one topic: keywords looked for (whole words, any case)
 * in some insight fields. When one is found the signal adds points to roles (scoring) and may mark
 * ONE roadmap step as mastered: the first step whose title starts a word with one of
 * `stepKeywords` (roadmap skipReasons). One piece of evidence never clears more than one step.
 */
export interface ResumeSignal {
  id: string
  keywords: readonly string[]
  fields: readonly ('skills' | 'achievements' | 'currentRole')[]
  points: RolePoints
  /** How the evidence reads after 'Your resume shows ...'; `{k}`, if present, is the keyword found. */
  evidence: string
  /** Step-title word prefixes this evidence covers; empty means it never skips a step. */
  stepKeywords: readonly string[]
}

const anyField = ['skills', 'achievements', 'currentRole'] as const

export const resumeSignals: readonly ResumeSignal[] = [
  {
    id: 'sales_role',
    keywords: [
      'Sales Development Representative',
      'Business Development Representative',
      'SDR',
      'BDR',
      'Inside Sales',
      'Account Executive',
    ],
    fields: ['currentRole'],
    points: { ae: 3, am: 1 },
    evidence: 'a {k} role',
    stepKeywords: ['how saas sales'],
  },
  {
    id: 'crm',
    keywords: ['Salesforce', 'HubSpot', 'CRM', 'Pipedrive', 'Dynamics 365', 'Trailhead'],
    fields: anyField,
    points: { revops: 3, ae: 2, sdr: 2, am: 1 },
    evidence: '{k} experience',
    stepKeywords: ['crm', 'tool stack', 'salesforce'],
  },
  {
    id: 'prospecting',
    keywords: [
      'Outreach',
      'Salesloft',
      'Apollo',
      'ZoomInfo',
      'Sales Navigator',
      'prospecting',
      'cold email',
      'cold emails',
      'lead generation',
      'sequences',
    ],
    fields: anyField,
    points: { sdr: 4, ae: 2 },
    evidence: '{k} experience',
    stepKeywords: ['prospect', 'outreach'],
  },
  {
    id: 'calling',
    keywords: [
      'cold calling',
      'cold calls',
      'cold call',
      'objection handling',
      'phone prospecting',
    ],
    fields: anyField,
    points: { sdr: 3, ae: 2 },
    evidence: '{k} experience',
    stepKeywords: ['cold call', 'objection'],
  },
  {
    id: 'discovery',
    keywords: ['discovery calls', 'discovery', 'SPIN', 'needs analysis'],
    fields: anyField,
    points: { ae: 4 },
    evidence: '{k} experience',
    stepKeywords: ['discovery'],
  },
  {
    id: 'qualification',
    keywords: [
      'MEDDICC',
      'MEDDIC',
      'MEDDPICC',
      'BANT',
      'Challenger',
      'Sandler',
      'Command of the Message',
      'qualification',
    ],
    fields: anyField,
    points: { ae: 4, am: 1 },
    evidence: '{k} experience',
    stepKeywords: ['qualif'],
  },
  {
    id: 'demos',
    keywords: ['product demos', 'demos', 'demo', 'solution selling'],
    fields: anyField,
    points: { ae: 3, csm: 1 },
    evidence: '{k} experience',
    stepKeywords: ['demo'],
  },
  {
    id: 'pipeline_management',
    keywords: ['forecasting', 'forecast', 'pipeline management', 'deal management'],
    fields: anyField,
    points: { ae: 3, revops: 3, am: 1 },
    evidence: '{k} experience',
    stepKeywords: ['forecast', 'manage deals', 'pipeline'],
  },
  {
    id: 'closing',
    keywords: [
      'negotiation',
      'negotiating',
      'closing',
      'closed-won',
      'full-cycle sales',
      'full cycle sales',
    ],
    fields: anyField,
    points: { ae: 5, am: 2 },
    evidence: '{k} experience',
    stepKeywords: ['negotiat', 'close'],
  },
  {
    id: 'analytics',
    keywords: [
      'SQL',
      'Tableau',
      'Looker',
      'Power BI',
      'Excel',
      'Google Sheets',
      'data analysis',
      'reporting',
      'dashboards',
    ],
    fields: anyField,
    points: { revops: 6, marketing: 1, csm: 1 },
    evidence: '{k} experience',
    stepKeywords: ['report', 'dashboard', 'data', 'spreadsheet', 'sql'],
  },
  {
    id: 'revops_systems',
    keywords: [
      'CPQ',
      'sales operations',
      'revenue operations',
      'RevOps',
      'territory planning',
      'lead routing',
      'compensation plans',
      'process improvement',
    ],
    fields: anyField,
    points: { revops: 6 },
    evidence: '{k} experience',
    stepKeywords: ['territor', 'routing', 'process', 'system', 'operations'],
  },
  {
    id: 'cs_fundamentals',
    keywords: ['customer success', 'churn', 'NRR', 'net revenue retention', 'retention'],
    fields: anyField,
    points: { csm: 4, am: 2 },
    evidence: '{k} experience',
    stepKeywords: ['customer success'],
  },
  {
    id: 'onboarding',
    keywords: ['onboarding', 'implementation', 'customer adoption', 'adoption'],
    fields: anyField,
    points: { csm: 3 },
    evidence: '{k} experience',
    stepKeywords: ['onboarding', 'adoption'],
  },
  {
    id: 'health_scores',
    keywords: [
      'Gainsight',
      'Totango',
      'ChurnZero',
      'health score',
      'health scores',
      'account health',
    ],
    fields: anyField,
    points: { csm: 4 },
    evidence: '{k} experience',
    stepKeywords: ['health'],
  },
  {
    id: 'business_reviews',
    keywords: ['QBR', 'QBRs', 'EBR', 'business reviews', 'business review'],
    fields: anyField,
    points: { csm: 3, am: 3 },
    evidence: '{k} experience',
    stepKeywords: ['business review', 'qbr'],
  },
  {
    id: 'renewals',
    keywords: ['renewals', 'renewal', 'contract renewals'],
    fields: anyField,
    points: { am: 4, csm: 2 },
    evidence: '{k} experience',
    stepKeywords: ['renewal'],
  },
  {
    id: 'expansion',
    keywords: [
      'upsell',
      'upselling',
      'cross-sell',
      'expansion',
      'account management',
      'key accounts',
      'account planning',
      'book of business',
    ],
    fields: anyField,
    points: { am: 6, csm: 1, ae: 1 },
    evidence: '{k} experience',
    stepKeywords: ['account plan', 'whitespace', 'book of business', 'grow accounts', 'expansion'],
  },
  {
    id: 'relationships',
    keywords: ['stakeholder management', 'executive relationships', 'relationship management'],
    fields: anyField,
    points: { am: 3, csm: 2 },
    evidence: '{k} experience',
    stepKeywords: ['trusted relationships', 'relationships'],
  },
  {
    id: 'marketing',
    keywords: [
      'SEO',
      'content marketing',
      'copywriting',
      'Google Analytics',
      'campaigns',
      'email marketing',
      'A/B testing',
      'Marketo',
      'paid social',
      'social media',
    ],
    fields: anyField,
    points: { marketing: 7, sdr: 1 },
    evidence: '{k} experience',
    stepKeywords: ['seo', 'content', 'campaign', 'copywrit', 'a/b test', 'analytics'],
  },
  {
    id: 'quota',
    keywords: [
      'quota',
      "President's Club",
      'presidents club',
      'exceeded target',
      'top performer',
      'ranked #1',
    ],
    fields: ['achievements'],
    points: { ae: 6, am: 2 },
    evidence: 'a record of hitting quota',
    stepKeywords: [],
  },
  {
    id: 'pipeline_results',
    keywords: [
      'meetings booked',
      'booked',
      'meetings',
      'pipeline generated',
      'pipeline',
      'SQLs',
      'opportunities created',
    ],
    fields: ['achievements'],
    points: { ae: 4, sdr: 3 },
    evidence: 'pipeline-building results',
    stepKeywords: [],
  },
]

/** Years-of-experience rule: 3+ years tilts toward roles that hire experienced people. */
export const seasonedYears = 3
export const seasonedPoints: RolePoints = { ae: 4, am: 4, revops: 2, csm: 2, sdr: -4 }
