import type { RoadmapStepContent } from './role-types'
import { books } from './resources-books'
import { learning } from './resources-learning'
import { tools } from './resources-tools'

/** From SDR (or adjacent role) to closing your own deals as an account executive. */
export const aeRoadmap: readonly RoadmapStepContent[] = [
  {
    id: 1,
    title: 'Run real discovery',
    description:
      "Move from booking meetings to understanding a buyer's problem, its impact and what happens if nothing changes.",
    timeframe: 'Month 1',
    goal: 'Lead a discovery call that uncovers a quantified business problem',
    resources: [books.spinSelling, books.gapSelling, learning.winningByDesign],
    checklist: [
      'Write ten open discovery questions that move from situation to impact',
      'Shadow five AE discovery calls and note the questions that worked',
      'Practise quantifying a problem in money or time with a peer',
      'Summarise one call as current state, desired state and gap',
    ],
    tips: [
      'Ask one more "why does that matter?" than feels comfortable.',
      'Aim to talk well under half the time on discovery calls.',
    ],
  },
  {
    id: 2,
    title: 'Qualify with a framework',
    description:
      'Learn MEDDICC (or the framework your company uses) so you can tell a real opportunity from a friendly conversation.',
    timeframe: 'Month 2',
    goal: 'Qualify or disqualify every opportunity with evidence, not hope',
    resources: [books.meddicc, learning.commandOfTheMessage, learning.winningByDesign],
    checklist: [
      'Learn each MEDDICC letter and one question that tests it',
      'Score three live or past deals against the framework',
      'Identify the economic buyer and decision process in one deal',
      'Write down what a real champion does differently from a friendly contact',
      'Agree a qualification checklist with your manager',
    ],
    tips: [
      'Disqualifying early is a skill: it frees time for deals you can win.',
      'A champion has power and will spend political capital for you; a coach only shares information.',
    ],
  },
  {
    id: 3,
    title: 'Deliver demos that tell a value story',
    description:
      "Tailor demos to the buyer's problems, lead with outcomes and teach the buyer something they didn't know.",
    timeframe: 'Months 2-3',
    goal: 'A 20-minute tailored demo tied to discovery findings',
    resources: [books.challengerSale, tools.gong, learning.gongLabs],
    checklist: [
      'Build a demo flow that starts from the top pain found in discovery',
      'Prepare one insight that reframes how buyers see their problem',
      'Record a practice demo and review it with your manager',
      'Practise handling pricing and competitor questions live',
    ],
    tips: [
      'Show the three features that solve their problem, not the ten you like.',
      'Stop and check in every few minutes; a demo is a conversation.',
    ],
  },
  {
    id: 4,
    title: 'Manage deals and forecast honestly',
    description:
      'Multi-thread accounts, build mutual action plans and keep the CRM accurate enough to forecast from.',
    timeframe: 'Months 3-4',
    goal: 'A pipeline where every deal has a next step, date and owner',
    resources: [books.joltEffect, tools.clari, learning.trailheadCrmBasics],
    checklist: [
      'Map at least three contacts in each active opportunity',
      'Build a mutual action plan with one buyer',
      'Update stage, amount and close date after every meeting',
      'Call your commit, best case and pipeline numbers for a quarter',
      'Review lost deals and write down the real reason for each',
    ],
    tips: [
      'Single-threaded deals die when one person leaves or goes quiet.',
      'Buyer indecision loses more deals than competitors; make the decision feel safe.',
    ],
  },
  {
    id: 5,
    title: 'Negotiate and close',
    description:
      'Handle procurement, pricing pressure and legal review without giving away value at the end of the quarter.',
    timeframe: 'Month 5',
    goal: 'Close a deal while protecting price and terms',
    resources: [books.neverSplitTheDifference, learning.thirtyMpc],
    checklist: [
      'Decide your walk-away point and what you can trade before you negotiate',
      'Practise labelling and calibrated questions in a role-play',
      'Map the paper process: security review, legal, procurement, signature',
      'Trade every discount for something (term length, timing, case study)',
    ],
    tips: [
      'Never discount without getting something back.',
      'Ask about the signature process during discovery, not in the last week.',
      "Quarter-end urgency is yours, not the buyer's; give them a reason of their own.",
    ],
  },
  {
    id: 6,
    title: 'Win the AE role',
    description:
      'Build a promotion case with numbers, or interview externally with a mock discovery and a 30-60-90 plan.',
    timeframe: 'Months 6-9',
    goal: 'An AE title with a quota most of the team actually hits',
    resources: [tools.repVue, tools.pavilion, learning.thirtyMpc],
    checklist: [
      'Document your pipeline generated, meetings held and any deals you helped close',
      'Ask your manager for the explicit promotion criteria and a date',
      'Prepare a mock discovery call and a short business case presentation',
      'Research quota attainment and territory before accepting an AE offer',
      'Prepare questions on ramp, accelerators and clawbacks',
    ],
    tips: [
      'Internal promotion is usually faster than an external move for a first AE role.',
      'The quota-to-OTE ratio tells you more than the OTE itself.',
    ],
  },
]
