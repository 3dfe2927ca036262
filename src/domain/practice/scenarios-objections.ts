import type { PersonaCard, Scenario } from './practice-types'

/** The four objection drills: the prospect objects on the first turn and the user must handle it. */

const objectionCriteria = [
  'acknowledge_objection',
  'open_questions',
  'quantify_impact',
  'no_monologue',
  'next_step',
  'few_fillers',
  'goal_reached',
] as const

const drill = (
  id: string,
  title: string,
  persona: PersonaCard,
  extra: Partial<Scenario> & Pick<Scenario, 'difficulty' | 'topics' | 'personalCues'>,
): Scenario => ({
  id,
  kind: 'objection',
  title,
  setting: `${persona.name} raises the objection straight away. Acknowledge it, then find out what sits behind it.`,
  persona,
  goal: {
    text: 'Keep the conversation alive and agree a specific next step.',
    acceptLine: 'Fine. {when}, and if it does not add up I will tell you.',
  },
  turnLimit: 8,
  openers: [`${persona.name.split(' ')[0] ?? ''} here.`, 'Yes, hello?'],
  objectionTurn: 1,
  interestToAccept: 3,
  criteria: objectionCriteria,
  maxWords: 60,
  grantLines: ['Go on.', 'Okay, quickly.'],
  ...extra,
})

export const noBudget = drill(
  'objection-no-budget',
  'Objection: “We don’t have budget”',
  {
    name: 'Tom Becker',
    role: 'Director of Finance',
    company: 'Alder Manufacturing',
    pains: ['month-end close takes two weeks', 'spreadsheets break when someone leaves'],
    hiddenFacts: [
      {
        id: 'budget-cycle',
        triggers: ['budget*', 'plan*', 'next year', 'cycle', 'when'],
        line: 'Budgets for next year get set in October; this year is spent.',
      },
      {
        id: 'close-cost',
        triggers: ['cost*', 'how long', 'how much', 'impact', 'close', 'hours'],
        line: 'The close eats about two weeks of my team every month.',
      },
    ],
    objections: [
      "We don't have budget for anything new this year.",
      'Honestly, there is no money.',
    ],
  },
  {
    difficulty: 'medium',
    topics: ['budget', 'no money', 'too expensive', 'price'],
    personalCues: ['alder', 'finance', 'month end', 'close'],
  },
)

export const sendEmail = drill(
  'objection-send-email',
  'Objection: “Just send me an email”',
  {
    name: 'Grace Okafor',
    role: 'Head of Recruiting',
    company: 'Fernway',
    pains: ['hiring managers take a week to give interview feedback'],
    hiddenFacts: [
      {
        id: 'feedback-delay',
        triggers: ['feedback', 'hiring', 'slow*', 'how long', 'challenge*', 'today'],
        line: 'Our hiring managers take about a week to send interview feedback, and we lose candidates.',
      },
    ],
    objections: ['Just send me an email.', 'Email me something and I will look at it.'],
  },
  {
    difficulty: 'easy',
    topics: ['send me an email', 'send an email', 'email me', 'brush off', 'brush-off'],
    personalCues: ['fernway', 'recruit*', 'hiring'],
  },
)

export const competitor = drill(
  'objection-competitor',
  'Objection: “We already use a competitor”',
  {
    name: 'Luis Romero',
    role: 'Revenue Operations Manager',
    company: 'Quarry Labs',
    pains: [
      'reports from the current tool need manual fixes',
      'the contract was signed before he joined',
    ],
    hiddenFacts: [
      {
        id: 'gap',
        triggers: ['like', 'love', 'wish', 'missing', 'change', 'improve', 'frustrat*', 'work*'],
        line: 'If I am honest, I rebuild half its reports in spreadsheets every week.',
      },
      {
        id: 'renewal',
        triggers: ['contract', 'renew*', 'decision*', 'who else', 'decide*', 'evaluate*'],
        line: 'The contract renews in June, and the CRO makes that call with me.',
      },
    ],
    objections: [
      'We already use a competitor and it works fine.',
      'We are happy with what we have.',
    ],
  },
  {
    difficulty: 'hard',
    topics: ['competitor', 'already use', 'happy with', 'incumbent'],
    personalCues: ['quarry', 'revops', 'revenue operations'],
    interestToAccept: 4,
    criteria: [...objectionCriteria.slice(0, 6), 'decision_process', 'goal_reached'],
  },
)

export const notPriority = drill(
  'objection-not-priority',
  'Objection: “Not a priority right now”',
  {
    name: 'Hannah Kim',
    role: 'VP of Marketing',
    company: 'Solstice Travel',
    pains: ['leads sit for days before sales calls them'],
    hiddenFacts: [
      {
        id: 'priorities',
        triggers: ['priorit*', 'focus*', 'working on', 'goals', 'quarter'],
        line: 'Our priority is pipeline for the spring campaign, and it is behind.',
      },
      {
        id: 'lead-delay',
        triggers: ['how long', 'leads', 'follow up', 'response', 'cost*', 'impact'],
        line: 'Leads wait two or three days before anyone calls them back.',
      },
    ],
    objections: ['This is not a priority for us right now.', 'Maybe next quarter, not now.'],
  },
  {
    difficulty: 'medium',
    topics: ['not a priority', 'priority', 'not now', 'next quarter', 'timing'],
    personalCues: ['solstice', 'travel', 'campaign', 'marketing'],
  },
)
