import { cues } from '@/domain/coaching'
import type { IntentKnowledge } from './knowledge-types'

/** The non-SDR seats of the catalogue: what the job is and how to get there. */
export const roleTopics: readonly IntentKnowledge[] = [
  {
    intent: 'csm',
    cues: [
      ...cues(4, 'customer success', 'csm', 'csms', 'churn', 'renewal*', 'onboarding customers'),
      ...cues(4, 'retention', 'net revenue retention', 'nrr', 'health score*', 'qbr', 'qbrs'),
      ...cues(3, 'adoption', 'customer outcomes'),
    ],
    focusRole: 'csm',
    opener:
      'Customer Success is about making customers successful after the sale, so they renew and grow.',
    points: [
      '**The job:** onboarding, adoption, health monitoring, business reviews and renewals. You are measured on retention and expansion more than new logos.',
      '**Why SDRs do well here:** you already know the buyer, the product story and how to run a structured call.',
      '**Skills to build:** running onboarding plans, reading product usage data, leading a business review, and spotting churn risk early.',
      '**Get exposure now:** offer to help a CSM with a kickoff or a business review, and ask which signals tell them an account is at risk.',
    ],
    resourceCues: ['onboarding', 'customer', 'retention', 'renewal', 'health'],
    fallbackAction:
      'Ask a CSM at your company for 20 minutes to walk you through one customer health dashboard and how they act on it.',
  },
  {
    intent: 'revops',
    cues: [
      ...cues(5, 'revops', 'rev ops', 'revenue operations', 'sales ops', 'sales operations'),
      ...cues(4, 'crm admin'),
      ...cues(4, 'salesforce admin', 'lead routing', 'territory planning', 'territories', 'sql'),
      ...cues(
        3,
        'dashboards',
        'reporting',
        'salesforce',
        'hubspot',
        'spreadsheet*',
        'excel',
        'analytics',
      ),
      ...cues(2, 'data', 'process', 'systems', 'tools'),
    ],
    focusRole: 'revops',
    opener:
      'Revenue Operations keeps the revenue engine running: data, systems and process across sales, marketing and success.',
    points: [
      '**The job:** CRM administration, reporting and dashboards, forecasting support, territory and quota planning, and process design.',
      '**Why sellers make good RevOps people:** you know where the CRM gets in reps’ way and which reports leaders actually use.',
      '**Skills to build:** your CRM’s admin basics, spreadsheet modelling, clean data habits, and eventually SQL.',
      '**Get exposure now:** fix one broken report or field your team complains about and share the before and after with the ops team.',
    ],
    resourceCues: ['crm', 'salesforce', 'admin', 'reporting', 'dashboard', 'sql', 'data'],
    fallbackAction:
      'Build one dashboard of your own pipeline in your CRM this week (meetings booked, conversion to opportunity) and show it to your manager.',
  },
  {
    intent: 'account_management',
    cues: [
      ...cues(4, 'account manager', 'account management', 'upsell*', 'cross sell*', 'expansion'),
      ...cues(
        4,
        'grow accounts',
        'existing customers',
        'existing accounts',
        'farmer',
        'key account*',
      ),
      ...cues(2, 'expand*', 'relationships'),
    ],
    focusRole: 'am',
    opener:
      'Account Management is about growing the customers you already have: renewals, upsells and long relationships.',
    points: [
      '**The job:** own a book of existing accounts, protect renewals, find expansion and upsell opportunities, and be the commercial contact.',
      '**How it differs from AE:** less cold hunting, more account planning and stakeholder mapping across a customer.',
      '**Skills to build:** account planning, multi-threading (knowing several people in each account), commercial negotiation and forecasting.',
      '**Get exposure now:** pick one existing customer, map who uses the product and who buys it, and suggest one expansion idea to its owner.',
    ],
    resourceCues: ['account plan', 'expansion', 'upsell', 'stakeholder', 'renewal'],
    fallbackAction:
      'Draft a one-page account plan for one customer you know: stakeholders, current use, one expansion idea, and the risk to its renewal.',
  },
  {
    intent: 'growth_marketing',
    cues: [
      ...cues(
        4,
        'growth marketing',
        'marketing',
        'demand gen*',
        'campaign*',
        'content marketing',
        'seo',
      ),
      ...cues(
        4,
        'paid ads',
        'email marketing',
        'marketing ops',
        'mql*',
        'lifecycle',
        'growth associate',
      ),
      ...cues(3, 'ab test*', 'experiment*', 'copywriting', 'landing page*', 'content'),
    ],
    focusRole: 'marketing',
    opener:
      'Growth Marketing fills the pipeline that sales works: campaigns, content and experiments measured by results.',
    points: [
      '**The job:** run campaigns across email, paid, content and events, test what converts, and report on pipeline generated.',
      '**Why an SDR background helps:** you know which messages get replies and what a qualified lead really looks like.',
      '**Skills to build:** copywriting, a marketing automation tool, basic analytics, and running a simple A/B test.',
      '**Get exposure now:** share your best-performing email sequence with marketing and offer to test a new subject line with them.',
    ],
    resourceCues: ['campaign', 'content', 'analytics', 'seo', 'email', 'marketing'],
    fallbackAction:
      'Write two versions of a subject line for your best outreach email, send each to half of your next batch, and compare reply rates.',
  },
]
