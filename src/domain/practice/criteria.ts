import type { CriterionId, Scenario } from './practice-types'

export interface CriterionInfo {
  label: string
  /** The skill the history trend groups it under. */
  skill: string
  /** What was missing, said to the user. */
  missing: string
  /** A stronger line; {first} is the persona's first name, {company} their company. */
  alternative: string
}

export const criteriaTable: Record<CriterionId, CriterionInfo> = {
  permission_opener: {
    label: 'Opened by asking permission',
    skill: 'Opening',
    missing: 'You launched in without asking whether now was a good moment.',
    alternative:
      "Hi {first}, I know I'm calling out of the blue. Can I take 30 seconds to tell you why, and you decide if we keep talking?",
  },
  reason_for_call: {
    label: 'Gave a clear reason for the call',
    skill: 'Opening',
    missing: 'You never said plainly why you were calling.',
    alternative:
      "The reason I'm calling is that teams like yours at {company} often lose hours to this, and I wanted to ask how you handle it.",
  },
  personalised: {
    label: 'Personalised to the person',
    skill: 'Research',
    missing: 'Nothing you said showed you knew who {first} is or what {company} does.',
    alternative:
      'I saw that {company} is growing its team, so I thought this might be timely for you.',
  },
  open_questions: {
    label: 'Asked at least two open questions',
    skill: 'Questioning',
    missing: 'You asked fewer than two open questions (what, how, tell me about).',
    alternative: 'How are you handling that today, and what happens when it goes wrong?',
  },
  question_balance: {
    label: 'More open than closed questions',
    skill: 'Questioning',
    missing: 'Your questions invited yes or no more often than a story.',
    alternative: 'Instead of “Is that a problem?”, ask “What does that mean for your team?”',
  },
  no_monologue: {
    label: 'No monologue',
    skill: 'Listening',
    missing: 'One turn ran past {maxWords} words: the listener drifts long before the end.',
    alternative:
      'Say one sentence of value, then hand over with a question: “How does that land for you?”',
  },
  acknowledge_objection: {
    label: 'Acknowledged the objection before answering',
    skill: 'Objection handling',
    missing: 'When {first} objected you answered without acknowledging it first.',
    alternative:
      'That makes sense, most people I call feel the same. Can I ask what would need to be true for this to be worth 20 minutes?',
  },
  quantify_impact: {
    label: 'Quantified the pain or impact',
    skill: 'Discovery',
    missing: 'You never put a number on the problem: hours, money or lost deals.',
    alternative: 'Roughly how many hours a week does that cost your team?',
  },
  decision_process: {
    label: 'Uncovered the decision process',
    skill: 'Discovery',
    missing: 'You did not find out who else decides or how a decision gets made.',
    alternative:
      'Who else would be involved in a decision like this, and how do you usually evaluate it?',
  },
  next_step: {
    label: 'Asked for a specific next step',
    skill: 'Closing',
    missing: 'You did not ask for a next step with a day and a time.',
    alternative: 'Could we take 20 minutes on Tuesday at 10am to look at it together?',
  },
  few_fillers: {
    label: 'Few filler words',
    skill: 'Delivery',
    missing: 'Filler words (um, like, basically, you know) took more than 3 in every 100 words.',
    alternative: 'Pause instead of filling the silence: a short pause sounds confident.',
  },
  goal_reached: {
    label: 'Reached the goal',
    skill: 'Closing',
    missing: 'The call ended before the goal: {goal}',
    alternative:
      'Earn the right with questions, handle the objection, then ask for a day and a time.',
  },
}

export function fillCriterionText(text: string, scenario: Scenario): string {
  return text
    .replace(/\{first\}/g, scenario.persona.name.split(' ')[0] ?? scenario.persona.name)
    .replace(/\{company\}/g, scenario.persona.company)
    .replace(/\{maxWords\}/g, String(scenario.maxWords))
    .replace(/\{goal\}/g, scenario.goal.text)
}
