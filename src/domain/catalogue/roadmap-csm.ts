import type { RoadmapStepContent } from './role-types'
import { books } from './resources-books'
import { learning } from './resources-learning'
import { tools } from './resources-tools'

/** Into customer success: from onboarding basics to owning retention and renewals. */
export const csmRoadmap: readonly RoadmapStepContent[] = [
  {
    id: 1,
    title: 'Learn the customer success model',
    description:
      'Understand why recurring revenue depends on retention, the customer lifecycle and the metrics CS teams own.',
    timeframe: 'Weeks 1-2',
    goal: 'Explain churn, gross and net revenue retention and time to value',
    resources: [books.customerSuccess, learning.gainsightPulse, learning.winningByDesign],
    checklist: [
      'Define GRR, NRR, churn, expansion and time to value in your own words',
      'Sketch a customer lifecycle from sale to renewal for one product you use',
      'Read three CSM job posts and list the metrics they name',
      'Watch two talks from a customer success community',
    ],
    tips: [
      'CS is a revenue role in most SaaS companies now; learn to talk in retention numbers.',
      'Support fixes tickets; success drives outcomes. Know the difference in interviews.',
    ],
  },
  {
    id: 2,
    title: 'Design onboarding and adoption',
    description:
      'Plan the first 90 days of a customer so they reach value quickly, with clear milestones and owners.',
    timeframe: 'Weeks 3-4',
    goal: 'A written success plan for a sample customer',
    resources: [books.neverLoseACustomer, books.sevenPillars],
    checklist: [
      'Write a kickoff agenda that confirms goals, stakeholders and success criteria',
      'Draft a 30-60-90 day onboarding plan with milestones',
      'Define what "first value" means for one product you know',
      'List the three adoption signals you would watch weekly',
      'Write a handoff checklist from sales to CS',
    ],
    tips: [
      'Most churn is decided in onboarding; the renewal conversation starts on day one.',
      'Tie every milestone to the business goal the customer bought for.',
    ],
  },
  {
    id: 3,
    title: 'Work with health scores and data',
    description:
      'Learn how CS platforms combine product usage, support tickets and sentiment into health scores and risk alerts.',
    timeframe: 'Weeks 5-7',
    goal: 'Spot at-risk accounts from data before they tell you',
    resources: [tools.gainsight, tools.churnZero, books.storytellingWithData],
    checklist: [
      'Design a simple health score with four weighted inputs',
      'Build a spreadsheet that flags accounts whose usage dropped 30% month over month',
      'Write the playbook you would trigger for a red account',
      'Watch product demos of Gainsight and ChurnZero',
    ],
    tips: [
      'A health score is a hypothesis; check it against accounts that actually churned.',
      'Usage drop plus a champion leaving is the classic early churn signal.',
    ],
  },
  {
    id: 4,
    title: 'Run business reviews with executives',
    description:
      "Prepare quarterly or executive business reviews that prove value in the customer's own numbers and set next goals.",
    timeframe: 'Weeks 8-10',
    goal: 'A QBR deck that an executive sponsor would sit through',
    resources: [books.storytellingWithData, books.challengerCustomer],
    checklist: [
      'Build a five-slide QBR: goals, results, value delivered, risks, next quarter',
      'Quantify value delivered in time or money for a sample account',
      'Practise presenting it in ten minutes to a peer',
      'Prepare one recommendation the customer has not asked for',
    ],
    tips: [
      'Lead with their outcomes, not your feature releases.',
      'Invite the economic buyer; a QBR without one is a status meeting.',
    ],
  },
  {
    id: 5,
    title: 'Own renewals, expansion and saves',
    description:
      'Forecast renewals, spot expansion opportunities and run a save plan when an account is at risk.',
    timeframe: 'Weeks 11-13',
    goal: 'Forecast a renewal and handle a pricing objection calmly',
    resources: [books.neverSplitTheDifference, learning.ccsm],
    checklist: [
      'Build a 120-day renewal timeline with owners',
      'Role-play a renewal call where the customer asks for a discount',
      'Write a save plan for a customer threatening to churn',
      'List three signals that an account is ready to expand',
      'Agree with sales how expansion leads are handed over',
    ],
    tips: [
      'Start renewal conversations months before the date, not weeks.',
      'A save is easier when you have logged value all year.',
    ],
  },
  {
    id: 6,
    title: 'Land the CSM role',
    description:
      'Package your work into a small portfolio and interview as someone who already thinks about retention.',
    timeframe: 'Months 4-6',
    goal: 'A CSM offer with a clear book size and variable plan',
    resources: [learning.ccsm, tools.revGenius, tools.pavilion],
    checklist: [
      'Put your sample success plan and QBR deck into a short portfolio',
      'Rewrite resume bullets around retention, adoption and customer outcomes',
      'Prepare a STAR story about turning around an unhappy customer',
      'Ask interviewers about book size, NRR targets and who owns renewals',
      'Get two referrals from CSMs met through a community',
    ],
    tips: [
      'Support, account management, teaching and consulting all transfer well; say how.',
      'Ask how the CS team is measured; a team judged only on ticket volume is support under a new name.',
    ],
  },
]
