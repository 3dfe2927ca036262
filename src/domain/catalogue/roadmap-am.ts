import type { RoadmapStepContent } from './role-types'

/** Into account management: growing and renewing an existing book. Resources are plain strings (spec). */
export const amRoadmap: readonly RoadmapStepContent[] = [
  {
    id: 1,
    title: 'Learn how a book of business works',
    description:
      'Understand renewals, expansion, churn and how account managers are measured on net revenue retention.',
    timeframe: 'Weeks 1-2',
    goal: 'Explain how an AM grows revenue from existing customers',
    resources: [
      'Customer Success - Nick Mehta, Dan Steinman & Lincoln Murphy (book)',
      'Salesforce Trailhead: CRM basics (free course)',
      'Winning by Design: the Bowtie model (free article)',
    ],
    checklist: [
      'Define renewal rate, NRR, upsell and cross-sell in your own words',
      'Read five AM job posts and list how each measures success',
      'Map how AM, CSM and AE split work at two companies you admire',
      'Interview one working account manager about their week',
    ],
    tips: [
      'AM titles differ by company: some carry a quota, some are closer to CS. Read the plan, not the title.',
      'Existing customers are cheaper to grow than new ones are to win; that is why the role exists.',
    ],
  },
  {
    id: 2,
    title: 'Build account plans and map whitespace',
    description:
      'Plan each key account: stakeholders, goals, products owned and the products or teams not yet using you.',
    timeframe: 'Weeks 3-5',
    goal: 'A one-page account plan with a quantified expansion opportunity',
    resources: [
      'The Challenger Customer - Adamson, Dixon, Spenner & Toman (book)',
      'LinkedIn Sales Navigator: account mapping (tool, free trial)',
      'HubSpot Academy: Sales Software Certification (free)',
    ],
    checklist: [
      'Draw an org chart for one account with roles and relationship strength',
      'List products owned versus whitespace by team or region',
      "Write the customer's top three business goals for the year",
      'Size the expansion opportunity in ARR',
      'Set quarterly actions and owners in the plan',
    ],
    tips: [
      'Whitespace is only real if it maps to a problem the customer already has.',
      'Update the plan after every meeting; a stale plan is worse than none.',
    ],
  },
  {
    id: 3,
    title: 'Build trusted relationships across the account',
    description:
      'Multi-thread beyond your main contact and become an advisor that executives want to hear from.',
    timeframe: 'Weeks 6-8',
    goal: 'Relationships with at least three decision makers per key account',
    resources: [
      'The Trusted Advisor - David Maister, Charles Green & Robert Galford (book)',
      'Never Lose a Customer Again - Joey Coleman (book)',
      'Gong Labs research articles (free)',
    ],
    checklist: [
      'Identify the executive sponsor and economic buyer for each key account',
      'Book an introduction meeting with one new stakeholder per account',
      'Share one useful industry insight with each sponsor this month',
      'Set up alerts for job changes among your contacts',
    ],
    tips: [
      'Your champion leaving is the biggest risk in account management; always have a second thread.',
      'Bring ideas, not check-ins: "just touching base" emails erode trust.',
    ],
  },
  {
    id: 4,
    title: 'Grow accounts and negotiate renewals',
    description:
      'Run upsell and cross-sell cycles, handle renewal negotiations and protect price when procurement pushes.',
    timeframe: 'Weeks 9-12',
    goal: 'Close an expansion and a renewal without unplanned discount',
    resources: [
      'Never Split the Difference - Chris Voss & Tahl Raz (book)',
      'MEDDICC - Andy Whyte (book)',
      "30 Minutes to President's Club (free podcast)",
    ],
    checklist: [
      'Start renewal planning 120 days before the date',
      "Build a business case for one expansion using the customer's own metrics",
      'Role-play a renewal where procurement asks for 15% off',
      'Decide your trades before negotiating (term, volume, case study)',
      'Forecast renewals and expansion for a quarter and track accuracy',
    ],
    tips: [
      'Price increases land better after a business review that shows value.',
      'Multi-year terms are a trade, not a gift: get something for the discount.',
    ],
  },
  {
    id: 5,
    title: 'Land the account manager role',
    description:
      'Show you can grow revenue from existing customers and interview with an account plan in hand.',
    timeframe: 'Months 4-6',
    goal: 'An AM offer with a book and quota you have checked',
    resources: [
      'RepVue: quota attainment by company (free tool)',
      'Pavilion: community, job board and courses (paid membership)',
      'RevGenius: free revenue community',
    ],
    checklist: [
      'Turn your sample account plan into an interview presentation',
      'Quantify any retention, upsell or renewal results from past roles',
      'Ask for the book size and the renewal calendar for your first two quarters',
      'Ask what share of AMs hit quota last year',
      'Get one referral from an AM met through a community',
    ],
    tips: [
      'SDRs and CSMs move into AM often: frame your experience as growing existing relationships.',
      'An inherited book with renewals in month one can mean early commission; ask when they fall.',
    ],
  },
]
