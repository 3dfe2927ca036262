import type { RoleResource } from './role-types'

/** Books referenced by roadmap steps. Provider is author(s) and first publication year. */
export const books = {
  fanaticalProspecting: {
    title: 'Fanatical Prospecting',
    type: 'book',
    description:
      'Why pipelines dry up without daily prospecting, and how to balance phone, email, social and in-person outreach.',
    duration: '~8 hours',
    provider: 'Jeb Blount (2015)',
    isFree: false,
  },
  predictableRevenue: {
    title: 'Predictable Revenue',
    type: 'book',
    description:
      'The playbook that split prospecting from closing and shaped the modern SDR role; explains why the job exists.',
    duration: '~5 hours',
    provider: 'Aaron Ross & Marylou Tyler (2011)',
    isFree: false,
  },
  salesDevelopmentPlaybook: {
    title: 'The Sales Development Playbook',
    type: 'book',
    description:
      'How SDR teams are built, measured and managed; read it to see what your future manager optimises for.',
    duration: '~6 hours',
    provider: 'Trish Bertuzzi (2016)',
    isFree: false,
  },
  coldCallingSucks: {
    title: "Cold Calling Sucks (And That's Why It Works)",
    type: 'book',
    description:
      'Word-for-word openers, problem statements and objection handles for cold calls, from the 30MPC hosts.',
    duration: '~4 hours',
    provider: 'Armand Farrokh & Nick Cegelski (2023)',
    isFree: false,
  },
  spinSelling: {
    title: 'SPIN Selling',
    type: 'book',
    description:
      'Research-based discovery: Situation, Problem, Implication and Need-payoff questions for larger B2B sales.',
    duration: '~6 hours',
    provider: 'Neil Rackham (1988)',
    isFree: false,
  },
  gapSelling: {
    title: 'Gap Selling',
    type: 'book',
    description:
      "Sell the gap between the buyer's current and future state; a practical guide to problem-centric discovery.",
    duration: '~7 hours',
    provider: 'Keenan (2018)',
    isFree: false,
  },
  challengerSale: {
    title: 'The Challenger Sale',
    type: 'book',
    description:
      "Teach, tailor, take control: why reps who reframe a buyer's thinking outperform pure relationship builders.",
    duration: '~6 hours',
    provider: 'Matthew Dixon & Brent Adamson (2011)',
    isFree: false,
  },
  challengerCustomer: {
    title: 'The Challenger Customer',
    type: 'book',
    description:
      'How buying groups decide, and how to find and equip the internal "mobilizer" who drives change.',
    duration: '~6 hours',
    provider: 'Brent Adamson, Matthew Dixon, Pat Spenner & Nick Toman (2015)',
    isFree: false,
  },
  joltEffect: {
    title: 'The JOLT Effect',
    type: 'book',
    description:
      'Many lost deals die of buyer indecision, not competition; how to judge and reduce that fear of a wrong choice.',
    duration: '~5 hours',
    provider: 'Matthew Dixon & Ted McKenna (2022)',
    isFree: false,
  },
  meddicc: {
    title: 'MEDDICC',
    type: 'book',
    description:
      'The enterprise qualification framework: Metrics, Economic buyer, Decision criteria and process, Identify pain, Champion, Competition.',
    duration: '~5 hours',
    provider: 'Andy Whyte (2020)',
    isFree: false,
  },
  neverSplitTheDifference: {
    title: 'Never Split the Difference',
    type: 'book',
    description:
      'Negotiation from a former FBI hostage negotiator: tactical empathy, labels, mirrors and calibrated questions.',
    duration: '~7 hours',
    provider: 'Chris Voss & Tahl Raz (2016)',
    isFree: false,
  },
  customerSuccess: {
    title: 'Customer Success',
    type: 'book',
    description:
      'The founding text of the CS discipline: why recurring revenue makes retention a company-wide job.',
    duration: '~7 hours',
    provider: 'Nick Mehta, Dan Steinman & Lincoln Murphy (2016)',
    isFree: false,
  },
  sevenPillars: {
    title: 'The Seven Pillars of Customer Success',
    type: 'book',
    description:
      'A practical model for organising CS: engagement, adoption, renewals and measurement.',
    duration: '~6 hours',
    provider: 'Wayne McCulloch (2020)',
    isFree: false,
  },
  neverLoseACustomer: {
    title: 'Never Lose a Customer Again',
    type: 'book',
    description:
      'Designing the first 100 days of a customer relationship, when most churn is decided.',
    duration: '~6 hours',
    provider: 'Joey Coleman (2018)',
    isFree: false,
  },
  revenueOperations: {
    title: 'Revenue Operations',
    type: 'book',
    description:
      'How companies align sales, marketing and customer success around shared data, process and systems.',
    duration: '~8 hours',
    provider: 'Stephen G. Diorio & Chris K. Hummel (2022)',
    isFree: false,
  },
  storytellingWithData: {
    title: 'Storytelling with Data',
    type: 'book',
    description:
      'Make charts that leaders act on: choosing the right visual, removing clutter, leading with the point.',
    duration: '~6 hours',
    provider: 'Cole Nussbaumer Knaflic (2015)',
    isFree: false,
  },
  salesManagementCode: {
    title: 'Cracking the Sales Management Code',
    type: 'book',
    description:
      'Separates the sales metrics you can manage (activities) from those you can only watch (results).',
    duration: '~7 hours',
    provider: 'Jason Jordan & Michelle Vazzana (2011)',
    isFree: false,
  },
} as const satisfies Record<string, RoleResource>
