import type { Scenario } from './practice-types'

/** Prospect calls: the cold call, the gatekeeper and discovery. Names and companies are invented. */

export const coldCallOpener: Scenario = {
  id: 'cold-call-opener',
  kind: 'cold_call',
  title: 'Cold call opener',
  setting: 'You call a sales operations leader who has never heard of you.',
  persona: {
    name: 'Dana Whitfield',
    role: 'Head of Sales Operations',
    company: 'Larkspur Logistics',
    pains: [
      'reps type call notes into the CRM by hand after every call',
      'forecast calls turn into arguments about whose numbers are right',
    ],
    hiddenFacts: [
      {
        id: 'crm-hours',
        triggers: ['log*', 'crm', 'notes', 'admin', 'time', 'week', 'today', 'process'],
        line: 'Honestly? Each rep loses about five hours a week typing notes into the CRM.',
      },
      {
        id: 'renewal',
        triggers: ['cost*', 'impact', 'measure*', 'contract', 'tool*', 'renew*'],
        line: 'It costs us pipeline, and our current tool is up for renewal in March anyway.',
      },
    ],
    objections: [
      "Look, I'm slammed today. Can you just send me an email?",
      'Just put it in an email and I will read it when I can.',
    ],
  },
  goal: {
    text: 'Book a 20-minute meeting on a specific day and time.',
    acceptLine: 'Alright, {when} works. Send me the invite and keep it to 20 minutes.',
  },
  difficulty: 'easy',
  turnLimit: 8,
  openers: ['Dana speaking.', 'Hello, this is Dana.', 'Yes? Dana here.'],
  objectionTurn: 3,
  interestToAccept: 3,
  criteria: [
    'permission_opener',
    'reason_for_call',
    'personalised',
    'open_questions',
    'no_monologue',
    'acknowledge_objection',
    'next_step',
    'few_fillers',
  ],
  personalCues: ['larkspur', 'logistics', 'sales ops*', 'sales operations'],
  topics: ['cold call*', 'cold-call*', 'prospect*', 'opener', 'sdr', 'outbound'],
  maxWords: 60,
  grantLines: ['Okay, you have 30 seconds.', 'Go on, quickly.', "Fine, what's this about?"],
}

export const gatekeeper: Scenario = {
  id: 'gatekeeper',
  kind: 'gatekeeper',
  title: 'Getting past a gatekeeper',
  setting: 'The VP of Sales has an assistant who protects her calendar.',
  persona: {
    name: 'Priya Nair',
    role: 'Executive Assistant to the VP of Sales',
    company: 'Northwind Health',
    pains: ['the VP gets dozens of cold calls a week', 'her calendar is booked weeks ahead'],
    hiddenFacts: [
      {
        id: 'priority',
        triggers: ['priorit*', 'focus*', 'quarter', 'working on', 'goals'],
        line: 'This quarter she is focused on getting the new sales hires productive faster.',
      },
      {
        id: 'best-time',
        triggers: ['best way', 'best time', 'calendar', 'when', 'how does she'],
        line: 'She keeps Thursday afternoons for vendor conversations, if they are relevant.',
      },
    ],
    objections: [
      "She doesn't take sales calls. What is this regarding?",
      'I really cannot put you through without a reason she would care about.',
    ],
  },
  goal: {
    text: 'Get a specific slot in the VP’s calendar.',
    acceptLine: 'Okay, I will pencil you in for {when}. Please keep it brief.',
  },
  difficulty: 'medium',
  turnLimit: 8,
  openers: ['Office of Maria Gomez, this is Priya.', 'Priya speaking, how can I help?'],
  objectionTurn: 1,
  interestToAccept: 3,
  criteria: [
    'reason_for_call',
    'personalised',
    'open_questions',
    'no_monologue',
    'acknowledge_objection',
    'next_step',
    'few_fillers',
  ],
  personalCues: ['northwind', 'health', 'new hires', 'new sales hires', 'onboarding', 'ramp*'],
  topics: ['gatekeeper', 'assistant', 'get through', 'get past'],
  maxWords: 50,
  grantLines: ['Go ahead.', 'Yes, what is it about?'],
  alternatives: {
    reason_for_call:
      "I'm calling because teams like Northwind's usually want new reps ramped faster, and that is exactly what I'd like 15 minutes of Maria's time for.",
  },
}

export const discoveryCall: Scenario = {
  id: 'discovery-call',
  kind: 'discovery',
  title: 'Discovery call',
  setting: 'A booked first meeting with a customer success leader. Find the pain before you pitch.',
  persona: {
    name: 'Marcus Lee',
    role: 'VP of Customer Success',
    company: 'Brightline Software',
    pains: [
      'customers go quiet months before they cancel',
      'the team finds out about risk from the renewal date, not from the data',
    ],
    hiddenFacts: [
      {
        id: 'churn',
        triggers: [
          'churn*',
          'lose',
          'losing',
          'lost',
          'cancel*',
          'renew*',
          'challenge*',
          'problem*',
        ],
        line: 'We lost a dozen accounts last quarter that looked healthy on paper.',
      },
      {
        id: 'impact',
        triggers: ['cost*', 'impact', 'how much', 'how many', 'worth', 'revenue', 'mean for'],
        line: 'Each of those accounts was worth real money to us; the board noticed.',
      },
      {
        id: 'decision',
        triggers: ['decision*', 'decide*', 'who else', 'approv*', 'sign*', 'involved', 'buy*'],
        line: 'I choose the tool, but our CFO signs anything of this size and the CRO has to agree.',
      },
    ],
    objections: [
      'Before we go further, how is this different from the dashboards we already have?',
    ],
  },
  goal: {
    text: 'Uncover the pain, its impact and the decision process, then book the next meeting.',
    acceptLine: 'Good, let us do {when}. I will bring our head of analytics.',
  },
  difficulty: 'medium',
  // A booked 30-minute meeting: long enough for a real discovery (20 turns).
  turnLimit: 20,
  openers: [
    'Hi, thanks for your time. So, what did you want to cover?',
    'Hey. I have 30 minutes, where do you want to start?',
  ],
  objectionTurn: 4,
  interestToAccept: 4,
  criteria: [
    'open_questions',
    'question_balance',
    'quantify_impact',
    'decision_process',
    'no_monologue',
    'acknowledge_objection',
    'next_step',
    'goal_reached',
  ],
  personalCues: ['brightline', 'customer success', 'renewal*', 'churn*'],
  topics: ['discovery', 'first meeting', 'qualif*', 'ae', 'account executive'],
  maxWords: 60,
  grantLines: ['Sure, go ahead.', 'Makes sense, go on.'],
}
