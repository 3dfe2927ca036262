import type { RoadmapStepContent } from './role-types'
import { books } from './resources-books'
import { learning } from './resources-learning'
import { tools } from './resources-tools'

/** Into revenue operations: systems, data and planning behind the sales team. */
export const revopsRoadmap: readonly RoadmapStepContent[] = [
  {
    id: 1,
    title: 'Understand the revenue engine',
    description:
      'Learn how marketing, sales and customer success hand off, and the metrics that connect them.',
    timeframe: 'Weeks 1-2',
    goal: 'Draw the funnel end to end with a metric at every stage',
    resources: [learning.winningByDesign, books.revenueOperations, tools.revOpsCoop],
    checklist: [
      'Draw the funnel from lead to renewal with conversion rates at each stage',
      'Define pipeline coverage, win rate, sales cycle, CAC payback and NRR',
      'List every handoff between teams and what data must pass across it',
      'Read five RevOps job posts and note the tools and skills they ask for',
    ],
    tips: [
      'RevOps exists because every team had its own numbers; your job is one version of the truth.',
      'Having been an SDR or AE is an advantage: you know where the CRM hurts.',
    ],
  },
  {
    id: 2,
    title: 'Administer the CRM',
    description:
      'Learn objects, fields, page layouts, validation rules and automation in Salesforce or HubSpot.',
    timeframe: 'Weeks 3-8',
    goal: 'Pass the Salesforce Administrator exam or equivalent HubSpot skills',
    resources: [learning.trailheadCrmBasics, learning.salesforceAdmin, tools.hubspotCrm],
    checklist: [
      'Create a free Salesforce developer org and complete the Admin Beginner trail',
      'Build a custom field, a validation rule and a record-triggered flow',
      'Set up roles, profiles and permission sets for a mock sales team',
      'Design opportunity stages with entry and exit criteria',
      'Book the Salesforce Administrator exam',
    ],
    tips: [
      'Every field you add is a field someone must fill in; design for the rep, not the report.',
      'Practise in a free developer org so mistakes cost nothing.',
    ],
  },
  {
    id: 3,
    title: 'Build reports, dashboards and analysis',
    description:
      'Use spreadsheets, SQL and CRM reporting to answer real questions about pipeline and performance.',
    timeframe: 'Weeks 9-12',
    goal: 'A pipeline dashboard a sales leader could run a meeting from',
    resources: [
      learning.trailheadReports,
      learning.sqlBolt,
      learning.excelForBusiness,
      books.storytellingWithData,
    ],
    checklist: [
      'Master pivot tables, XLOOKUP and SUMIFS in Excel or Google Sheets',
      'Finish SQLBolt through joins and aggregates',
      'Build a Salesforce report on pipeline by stage and owner',
      'Build a dashboard of win rate, cycle length and coverage',
      'Write a one-page insight from the data with a recommendation',
    ],
    tips: [
      'A dashboard without a decision attached is decoration.',
      'Check the data quality first; most RevOps analysis starts as data clean-up.',
    ],
  },
  {
    id: 4,
    title: 'Design process and systems',
    description:
      'Own lead routing, territory rules and the integrations between CRM, marketing automation and sales tools.',
    timeframe: 'Weeks 13-16',
    goal: 'Document and automate one end-to-end process',
    resources: [tools.zapier, tools.leanData, tools.engagementPlatforms],
    checklist: [
      'Map the lead lifecycle from form fill to opportunity with owners and SLAs',
      'Build a routing workflow in Zapier or a CRM flow',
      'Write a change request template and a release note for a process change',
      'Audit a tool stack: what each tool does, who owns it and what it costs',
    ],
    tips: [
      'Document before you automate: automating a broken process just breaks it faster.',
      'Announce changes to the field before they ship, with the reason.',
    ],
  },
  {
    id: 5,
    title: 'Forecasting, capacity and comp planning',
    description:
      'Learn how quotas, territories, capacity models and commission plans are set each planning cycle.',
    timeframe: 'Weeks 17-20',
    goal: 'A capacity model that turns a revenue target into headcount and quota',
    resources: [books.salesManagementCode, tools.clari, learning.bridgeGroupReport],
    checklist: [
      'Build a capacity model: target, ramped reps, quota, attainment assumption',
      'Compare forecast methods: rep commit, stage-weighted and historical',
      'Draft a simple AE commission plan with accelerators',
      'Calculate pipeline coverage needed for next quarter',
      "Review how last quarter's forecast compared with actuals",
    ],
    tips: [
      'Plan on realistic attainment, not 100%: few teams have every rep at quota.',
      'Comp plans drive behaviour; ask what each rule would make a rep do.',
    ],
  },
  {
    id: 6,
    title: 'Land the RevOps role',
    description:
      'Show a portfolio of systems and analysis work, and interview as a partner to sales leadership.',
    timeframe: 'Months 6-9',
    goal: 'A RevOps or sales operations analyst offer',
    resources: [tools.revOpsCoop, tools.lookerStudio, tools.pavilion],
    checklist: [
      'Publish a portfolio: dashboard, capacity model and a process map',
      'Rewrite resume bullets as problems solved with numbers',
      'Prepare a case study: a data problem you found and fixed',
      'Ask employers who owns the CRM and how planning works today',
      'Get two referrals through a RevOps community',
    ],
    tips: [
      'Sales operations analyst and CRM administrator titles are common first steps into RevOps.',
      'Internal moves are easiest: volunteer for CRM projects in your current team.',
    ],
  },
]
