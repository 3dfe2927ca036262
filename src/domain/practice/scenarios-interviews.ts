import type { PersonaCard, Scenario } from './practice-types'
import { mockDiscoveryInterview } from './scenarios-interview-exercise'

/**
 * Mock interviews (issue 31, item 3): an interviewer asks a fixed set of questions, follows up on a
 * thin answer, pushes back once, then asks for the candidate's own questions (interviewer.ts).
 * Names and companies are invented.
 */

const interviewCriteria = [
  'star_structure',
  'uses_numbers',
  'specific_examples',
  'answer_length',
  'acknowledge_objection',
  'shows_research',
  'questions_back',
  'few_fillers',
] as const

const interview = (
  id: string,
  title: string,
  setting: string,
  persona: PersonaCard,
  questions: Scenario['interview'],
  extra: Partial<Scenario> & Pick<Scenario, 'topics' | 'personalCues' | 'openers'>,
): Scenario => ({
  id,
  kind: 'interview',
  title,
  setting,
  persona,
  goal: {
    text: 'Answer every question with a short, specific story, then ask good questions of your own.',
    acceptLine: 'Thanks, that is everything from me. We will be in touch about {when}.',
  },
  difficulty: 'medium',
  turnLimit: 12,
  objectionTurn: 2,
  interestToAccept: 3,
  criteria: interviewCriteria,
  maxWords: 200,
  grantLines: ['Go ahead.'],
  interview: questions,
  ...extra,
})

export const sdrScreen = interview(
  'interview-sdr-screen',
  'Interview: the SDR phone screen',
  'A recruiter screens you for an SDR role: who you are, why sales, and how you take rejection.',
  {
    name: 'Jordan Ellis',
    role: 'Talent Partner',
    company: 'Northbeam Analytics',
    pains: ['half of new SDRs leave within a year'],
    hiddenFacts: [
      {
        id: 'ramp',
        triggers: ['success*', 'first 90', 'ramp*', 'good look*', 'best', 'expect*'],
        line: 'Our best SDRs book eight meetings a month by month three.',
      },
      {
        id: 'team',
        triggers: ['team', 'manager', 'coach*', 'train*', 'culture'],
        line: 'You would sit with six SDRs and a manager who coaches calls every Friday.',
      },
    ],
    objections: ['Most people quit SDR roles in the first year. Why would you be different?'],
  },
  {
    questions: [
      { ask: 'Tell me about yourself.', followUp: 'Say more: what brought you here?' },
      {
        ask: 'Why sales, and why now?',
        followUp: 'What exactly draws you to it?',
        personal: [
          'After {years} as {aCurrentRole}, why sales, and why now?',
          'You are {aCurrentRole} today. Why sales, and why now?',
        ],
      },
      {
        ask: 'Tell me about a time you faced a lot of rejection. What did you do?',
        followUp: 'Give me a specific moment.',
        personal: [
          'Your resume says “{achievement}”. Was there rejection on the way? Tell me about a time you faced a lot of it. What did you do?',
        ],
      },
    ],
    questionsBack: 1,
  },
  {
    openers: ['Hi, thanks for making time. To start, tell me about yourself.'],
    personalOpeners: [
      'Hi {name}, thanks for making time. I see {years} as {aCurrentRole} on your resume. To start, tell me about yourself.',
      'Hi {name}, thanks for making time. I see you are {aCurrentRole} today. To start, tell me about yourself.',
      'Hi, thanks for making time. I see {years} as {aCurrentRole} on your resume. To start, tell me about yourself.',
      'Hi {name}, thanks for making time. To start, tell me about yourself.',
    ],
    topics: ['sdr screen', 'phone screen', 'recruiter screen', 'why sales'],
    personalCues: ['northbeam', 'analytics', 'your sdr', 'your team'],
  },
)

export const sellMeThisPen = interview(
  'interview-sell-me-this-pen',
  'Interview: “Sell me this pen”',
  'The hiring manager slides a pen across the table. Find out what they need before you sell.',
  {
    name: 'Alicia Romero',
    role: 'Sales Manager',
    company: 'Quillcast',
    pains: ['she signs contracts all day and hates pens that skip'],
    hiddenFacts: [
      {
        id: 'signing',
        triggers: ['use*', 'last time', 'when', 'how often', 'write', 'sign*'],
        line: 'I sign a dozen contracts a week, and the cheap pens here skip every time.',
      },
      {
        id: 'lost',
        triggers: ['lost', 'problem*', 'frustrat*', 'wrong', 'annoy*'],
        line: 'Last month a client watched me hunt for a working pen. Not a great look.',
      },
    ],
    objections: ['I type everything these days. Why would I need a pen?'],
  },
  {
    questions: [
      { ask: 'Sell me this pen.', followUp: 'Go on, sell it to me.' },
      {
        ask: 'Okay. Why should I buy it from you today?',
        followUp: 'Convince me.',
        personal: [
          'Okay. Your resume lists {skill}, so show me: why should I buy it from you today?',
        ],
      },
    ],
    questionsBack: 1,
  },
  {
    openers: ['Here is a pen. Sell it to me.'],
    personalOpeners: ['Hi {name}. Here is a pen. Sell it to me.'],
    topics: ['sell me this pen', 'sell me a pen', 'pen pitch'],
    personalCues: ['quillcast', 'contract*', 'sign*', 'client*'],
    criteria: [
      'open_questions',
      'specific_examples',
      'answer_length',
      'acknowledge_objection',
      'no_monologue',
      'questions_back',
      'few_fillers',
    ],
    maxWords: 80,
  },
)

export const whyHireASwitcher = interview(
  'interview-why-hire-a-switcher',
  'Interview: “Why should we hire a teacher?”',
  'You are switching from teaching, serving or nursing. Show what carries over, with proof.',
  {
    name: 'Dana Brooks',
    role: 'Head of Sales Development',
    company: 'Ledgerly',
    pains: ['switchers who underestimate the rejection'],
    hiddenFacts: [
      {
        id: 'metrics',
        triggers: ['measur*', 'metric*', 'success*', 'quota', 'target*', 'expect*'],
        line: 'We measure SDRs on meetings held, twelve a month once ramped.',
      },
    ],
    objections: ['You have never carried a number, though.'],
  },
  {
    questions: [
      {
        ask: 'You come from outside sales. Why should we hire you for an SDR role?',
        followUp: 'What is the strongest proof you can give me?',
      },
      {
        ask: 'What from your last job carries over to sales, exactly?',
        followUp: 'Give me one example.',
        personal: [
          'Your resume says “{achievement}”. What from that carries over to sales, exactly?',
          'What from your time as {aCurrentRole} carries over to sales, exactly?',
        ],
      },
      {
        ask: 'How will you handle a monthly quota?',
        followUp: 'Walk me through a week.',
        personal: [
          'You list {skill} on your resume. How will you use it to handle a monthly quota?',
        ],
      },
    ],
    questionsBack: 1,
  },
  {
    openers: ['Thanks for coming in. So, why should we hire someone from outside sales?'],
    personalOpeners: [
      'Thanks for coming in, {name}. You have spent {years} as {aCurrentRole}. Why should we hire you for an SDR role?',
      'Thanks for coming in. You have spent {years} as {aCurrentRole}. Why should we hire you for an SDR role?',
      'Thanks for coming in, {name}. You are {aCurrentRole} today. Why should we hire you for an SDR role?',
      'Thanks for coming in. You are {aCurrentRole} today. Why should we hire you for an SDR role?',
    ],
    topics: ['why should we hire', 'hire a teacher', 'hire a nurse', 'hire a server'],
    personalCues: ['ledgerly', 'your sdr', 'your team', 'this role'],
    alternatives: {
      uses_numbers:
        'As a teacher I called 30 parents a week and lifted attendance by 12%: that is outreach with a number on it.',
    },
  },
)

export const dealWalkthrough = interview(
  'interview-deal-walkthrough',
  'Interview: “Walk me through a deal you closed”',
  'An AE interview. Tell one deal from first call to signature: who, how, what almost broke it.',
  {
    name: 'Morgan Reyes',
    role: 'Sales Director',
    company: 'Fieldwise',
    pains: ['AEs who cannot explain why they won'],
    hiddenFacts: [
      {
        id: 'deal-size',
        triggers: ['deal size', 'average', 'acv', 'cycle', 'typical'],
        line: 'Our average deal is forty thousand a year with a three-month cycle.',
      },
    ],
    objections: ['That sounds like the deal mostly closed itself. What did you actually do?'],
  },
  {
    questions: [
      {
        ask: 'Walk me through a deal you closed recently.',
        followUp: 'Start from the first call: who was it with?',
      },
      {
        ask: 'Who was involved in the decision, and how did you find out?',
        followUp: 'Name the roles.',
      },
      { ask: 'What almost killed the deal, and what did you do?', followUp: 'Be specific.' },
      {
        ask: 'What would you do differently next time?',
        followUp: 'Why that?',
        personal: [
          'Your resume says “{achievement}”. What did that teach you, and what would you do differently next time?',
        ],
      },
    ],
    questionsBack: 1,
  },
  {
    openers: ['Good to meet you. Walk me through a deal you closed recently.'],
    personalOpeners: [
      'Good to meet you, {name}. You are aiming for the {target} role, so walk me through a deal you closed recently.',
      'Good to meet you, {name}. Walk me through a deal you closed recently.',
    ],
    topics: ['walk me through a deal', 'deal you closed', 'deal walkthrough'],
    personalCues: ['fieldwise', 'your deals', 'your team'],
    difficulty: 'hard',
  },
)

export const questionsForUs = interview(
  'interview-questions-for-us',
  'Interview: “What questions do you have for us?”',
  'The last ten minutes of an interview. Ask questions that show your research and find the real job.',
  {
    name: 'Sam Whitaker',
    role: 'Hiring Manager',
    company: 'Pinecrest Software',
    pains: ['candidates who ask about perks and nothing else'],
    hiddenFacts: [
      {
        id: 'first-90',
        triggers: ['first 90', 'success*', 'good look*', 'first three months', 'expect*'],
        line: 'In the first 90 days I want you booking meetings on your own by week six.',
      },
      {
        id: 'challenge',
        triggers: ['challeng*', 'hard*', 'problem*', 'struggl*', 'difficult*'],
        line: 'Our hardest problem is reaching hospitals: the buyers are slow and busy.',
      },
      {
        id: 'team',
        triggers: ['team', 'top', 'best rep*', 'coach*', 'manager'],
        line: 'My top rep spends an hour a day listening to her own calls.',
      },
      {
        id: 'next',
        triggers: ['next step*', 'process', 'timeline', 'decide*', 'decision*'],
        line: 'Next is a mock call with our AE lead, then a decision within a week.',
      },
    ],
    objections: ['Is that really what matters most to you?'],
  },
  { questions: [], questionsBack: 3 },
  {
    openers: ['We have ten minutes left. What questions do you have for me?'],
    personalOpeners: ['We have ten minutes left, {name}. What questions do you have for me?'],
    topics: ['questions for us', 'questions for me', 'questions to ask', 'ask the interviewer'],
    personalCues: ['pinecrest', 'hospital*', 'your team', 'your reps', 'this role'],
    objectionTurn: 99,
    criteria: [
      'questions_back',
      'open_questions',
      'shows_research',
      'no_monologue',
      'few_fillers',
      'goal_reached',
    ],
    maxWords: 60,
  },
)

export const interviewScenarios = [
  sdrScreen,
  sellMeThisPen,
  whyHireASwitcher,
  mockDiscoveryInterview,
  dealWalkthrough,
  questionsForUs,
]
