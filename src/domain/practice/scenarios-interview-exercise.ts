import type { Scenario } from './practice-types'

/** The AE mock discovery as an interview exercise: the hiring manager plays the buyer. */
export const mockDiscoveryInterview: Scenario = {
  id: 'interview-mock-discovery',
  kind: 'discovery',
  title: 'Interview: the AE mock discovery',
  setting:
    'An AE interview exercise: the hiring manager plays a buyer. Run discovery, then book the next step.',
  persona: {
    name: 'Chris Patel',
    role: 'VP of Sales (playing a buyer)',
    company: 'Harbor Freight Lines',
    pains: [
      'dispatchers re-type every order into two systems',
      'late deliveries are found out from angry customers',
    ],
    hiddenFacts: [
      {
        id: 'orders',
        triggers: ['order*', 'dispatch*', 'process*', 'today', 'system*', 'manual*'],
        line: 'Every order gets typed twice, and we handle about four hundred a day.',
      },
      {
        id: 'cost',
        triggers: ['cost*', 'how much', 'how many', 'impact', 'late', 'lose', 'lost'],
        line: 'Late deliveries cost us two customers last quarter, roughly sixty thousand a year.',
      },
      {
        id: 'buyers',
        triggers: ['decision*', 'decide*', 'who else', 'approv*', 'sign*', 'involved'],
        line: 'Our COO decides, and finance signs anything over twenty thousand.',
      },
    ],
    objections: ['We tried software for this two years ago and nobody used it.'],
  },
  goal: {
    text: 'Find the pain, its cost and who decides, then book a next meeting with a day and a time.',
    acceptLine: 'Good exercise. As the buyer, I would take {when}.',
  },
  difficulty: 'hard',
  turnLimit: 14,
  openers: ['Okay, I am the buyer now. You booked this call; over to you.'],
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
  personalCues: ['harbor', 'freight', 'dispatch*', 'deliver*'],
  topics: ['mock discovery', 'discovery exercise', 'ae interview exercise'],
  maxWords: 60,
  grantLines: ['Sure, go ahead.'],
}
