import type { Scenario } from './practice-types'

/** Career conversations: the promotion ask, the AE mock pitch and "tell me about yourself". */

export const promotionAsk: Scenario = {
  id: 'promotion-ask',
  kind: 'manager',
  title: 'Asking your manager for the promotion',
  setting: 'Your one-to-one with your sales manager. You want a clear path to the next title.',
  persona: {
    name: 'Jordan Blake',
    role: 'Sales Manager',
    company: 'your company',
    pains: ['headcount is tight this year', 'promotions are decided in a calibration meeting'],
    hiddenFacts: [
      {
        id: 'criteria',
        triggers: ['need to see', 'criteria', 'what would', 'expect*', 'ready', 'gap*'],
        line: 'I would need to see you coach the two new reps and hit target two quarters running.',
      },
      {
        id: 'calibration',
        triggers: ['decision*', 'decide*', 'who else', 'process', 'approv*', 'calibrat*'],
        line: 'It is decided in calibration with my director at the end of each half.',
      },
    ],
    objections: [
      "I'm not sure you're ready for that yet.",
      'It feels a bit early to talk about this.',
    ],
  },
  goal: {
    text: 'Agree the criteria and a date to review your progress.',
    acceptLine: 'Okay, let us review it {when}. Bring your numbers.',
  },
  difficulty: 'medium',
  turnLimit: 10,
  openers: ['Hey, you wanted to talk about something?', 'Sure, what is on your mind?'],
  objectionTurn: 2,
  interestToAccept: 3,
  criteria: [
    'reason_for_call',
    'quantify_impact',
    'acknowledge_objection',
    'open_questions',
    'decision_process',
    'no_monologue',
    'next_step',
  ],
  personalCues: ['my quota', 'my target', 'this quarter', 'last quarter'],
  topics: ['promotion', 'promoted', 'raise', 'my manager', 'next title', 'senior'],
  maxWords: 70,
  grantLines: ['Sure, I have time.', 'Of course, go ahead.'],
  alternatives: {
    reason_for_call:
      'I wanted to talk about my path to senior AE: I hit 112% of target last quarter and I want to know what it takes.',
    quantify_impact:
      'Over the last two quarters I closed 14 deals at 108% of quota. What would you need to see next?',
  },
}

export const aeMockPitch: Scenario = {
  id: 'ae-mock-pitch',
  kind: 'pitch',
  title: 'AE mock pitch interview',
  setting: 'The hiring manager plays a buyer. Sell the product in the brief, but discover first.',
  persona: {
    name: 'Elena Petrova',
    role: 'Sales Director (playing a buyer)',
    company: 'Cobalt Cloud',
    pains: ['onboarding new customers takes too long', 'the support queue grows every month'],
    hiddenFacts: [
      {
        id: 'onboarding',
        triggers: ['challenge*', 'problem*', 'onboard*', 'today', 'currently', 'process'],
        line: 'Onboarding a new customer takes us six weeks, and they expect two.',
      },
      {
        id: 'impact',
        triggers: ['cost*', 'impact', 'how much', 'how many', 'revenue', 'churn*'],
        line: 'Slow starts mean some of them never renew. That is real revenue.',
      },
      {
        id: 'decision',
        triggers: ['decision*', 'decide*', 'who else', 'approv*', 'sign*', 'evaluate*'],
        line: 'I would bring in our COO, and procurement needs two weeks.',
      },
    ],
    objections: ['This sounds expensive. Why would I change what we do now?'],
  },
  goal: {
    text: 'Run discovery, handle the objection and close for a next meeting.',
    acceptLine: 'Alright, {when} with the COO. Good close.',
  },
  difficulty: 'hard',
  turnLimit: 12,
  openers: [
    'Okay, I am the buyer. Go whenever you are ready.',
    'Pretend I just joined the call. Go.',
  ],
  objectionTurn: 4,
  interestToAccept: 5,
  criteria: [
    'open_questions',
    'question_balance',
    'quantify_impact',
    'acknowledge_objection',
    'decision_process',
    'no_monologue',
    'next_step',
    'few_fillers',
    'goal_reached',
  ],
  personalCues: ['cobalt', 'cloud', 'onboard*', 'support queue'],
  topics: ['mock pitch', 'pitch', 'interview', 'demo', 'ae interview'],
  maxWords: 70,
  grantLines: ['Sure.', 'Go ahead.'],
}

export const tellMeAboutYourself: Scenario = {
  id: 'tell-me-about-yourself',
  kind: 'interview',
  title: '“Tell me about yourself” for a career switcher',
  setting: 'An SDR interview. You come from another field; make the switch sound like a plan.',
  persona: {
    name: 'Sam Ortega',
    role: 'SDR Manager',
    company: 'Pinecrest Software',
    pains: ['new SDRs quit in the first six months', 'reps who cannot take rejection'],
    hiddenFacts: [
      {
        id: 'what-good-looks-like',
        triggers: ['good look*', 'successful', 'best reps', 'top', 'succeed*', 'first 90'],
        line: 'My best reps book their first meetings in week three and ask for feedback every day.',
      },
      {
        id: 'process',
        triggers: ['next step*', 'process', 'decide*', 'who else', 'decision*'],
        line: 'After me there is a mock call with our AE lead, then an offer.',
      },
    ],
    objections: [
      "You don't have any sales experience, though.",
      'Why would I pick you over someone who has sold before?',
    ],
  },
  goal: {
    text: 'Tell a short story that links your past to sales, then secure the next round.',
    acceptLine: 'Let us set the mock call for {when}.',
  },
  difficulty: 'easy',
  turnLimit: 8,
  openers: ['So, tell me about yourself.', 'Thanks for coming in. Tell me a bit about yourself.'],
  personalOpeners: [
    'Thanks for coming in, {name}. I see you are {aCurrentRole} today. Tell me a bit about yourself.',
    'Thanks for coming in. I see you are {aCurrentRole} today. Tell me a bit about yourself.',
  ],
  objectionTurn: 2,
  interestToAccept: 3,
  criteria: [
    'personalised',
    'quantify_impact',
    'no_monologue',
    'acknowledge_objection',
    'open_questions',
    'next_step',
    'few_fillers',
  ],
  personalCues: ['pinecrest', 'your sdr', 'your team', 'your reps', 'this role'],
  topics: ['tell me about yourself', 'career switch*', 'career change*', 'interview', 'switch*'],
  maxWords: 90,
  grantLines: ['Sure.', 'Go ahead.'],
  alternatives: {
    personalised:
      'I applied to Pinecrest because your SDR team is growing and I want to learn in a team that coaches daily.',
    quantify_impact:
      'As a teacher I ran 30 parent calls a week and lifted attendance by 12%, which is the kind of outreach an SDR does.',
  },
}
