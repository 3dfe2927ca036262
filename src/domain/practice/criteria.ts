import type { CriterionId, Scenario, ScenarioKind } from './practice-types'

export interface CriterionInfo {
  label: string
  /** The skill the history trend groups it under. */
  skill: string
  /** What was missing, said to the user. */
  missing: string
  /** A stronger line; {first} is the persona's first name, {company} their company. */
  alternative: string
  /** The stronger line for a kind of conversation, where the general one belongs to a cold call. */
  byKind?: Partial<Record<ScenarioKind, string>>
  /**
   * Interviews only: stronger lines built from the candidate's own facts ({achievement},
   * {aCurrentRole}, ... in candidate-facts.ts), most specific first; used when the facts fill one.
   */
  withFacts?: readonly string[]
  /** Interviews only: what was missing, said with the candidate's own facts. */
  missingWithFacts?: readonly string[]
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
    byKind: {
      pitch: 'I want to show you how {company} could win back the hours your team loses to this.',
      interview:
        'I want to start my sales career at {company}, and I would like to show you why I am ready.',
    },
  },
  personalised: {
    label: 'Personalised to the person',
    skill: 'Research',
    missing: 'Nothing you said showed you knew who {first} is or what {company} does.',
    alternative:
      'I saw that {company} is growing its team, so I thought this might be timely for you.',
    byKind: {
      gatekeeper:
        'I read that {company} is hiring sales reps this quarter, so getting them productive fast is probably on her list.',
      pitch: 'You told me onboarding at {company} takes months, so I built this around that.',
      manager: 'Since my last review I took on the two largest accounts in the territory.',
    },
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
    byKind: {
      gatekeeper:
        'Fair enough, you protect her time for good reason. What would make a conversation worth her while?',
      discovery:
        'That is a fair question. Before I answer, what do the dashboards show you today, and where do they fall short?',
      objection:
        'That is a fair point, and I would feel the same. What would need to be true for this to be worth a closer look?',
      manager:
        'That is fair, and I appreciate you being straight with me. What would you need to see from me to be sure?',
      pitch:
        'That is a fair concern. What would you need to see to be confident it works for {company}?',
      interview:
        'That is a fair concern. Can I give you an example of when I dealt with exactly that?',
    },
    withFacts: [
      'That is a fair concern. As {aCurrentRole} I can point to proof: “{achievement}”. Can I tell you how I did it?',
      'That is a fair concern. In my {years} as {aCurrentRole} I dealt with exactly that. Can I give you an example?',
    ],
  },
  quantify_impact: {
    label: 'Quantified the pain or impact',
    skill: 'Discovery',
    missing: 'You never put a number on the problem: hours, money or lost deals.',
    alternative: 'Roughly how many hours a week does that cost your team?',
    withFacts: [
      'As {aCurrentRole} I can put a number on it: “{achievement}”. That is the kind of result I want to bring to the {target} role.',
      'As {aCurrentRole} I can put a number on it: “{achievement}”.',
    ],
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
    byKind: {
      gatekeeper: 'Could you put 15 minutes in her calendar on Thursday at 3pm?',
      discovery:
        'Could we get your head of analytics on a call on Thursday at 2pm to go through what we found?',
      objection:
        'Could we take 15 minutes on Thursday at 2pm to check whether the numbers add up for you?',
      manager: 'Could we review my progress against those criteria on Monday the 3rd at 10am?',
      pitch: 'Could we walk your CFO through this on Wednesday at 11am?',
      interview: 'What are the next steps? Could I follow up with you on Friday at 10am?',
    },
  },
  few_fillers: {
    label: 'Few filler words',
    skill: 'Delivery',
    missing: 'Filler words (um, like, basically, you know) took more than 3 in every 100 words.',
    alternative: 'Pause instead of filling the silence: a short pause sounds confident.',
  },
  star_structure: {
    label: 'Told it as a story (situation, action, result)',
    skill: 'Interviewing',
    missing: 'No answer gave the situation, what you did and what came of it.',
    alternative:
      'Turn “{own}” into a story: “At [where], [the problem]. I [what you did]. As a result, [what changed, with a number].”',
    withFacts: [
      'Turn “{own}” into the story behind your resume line “{achievement}”: the situation as {aCurrentRole}, what you did, and the result with its number.',
      'Turn “{own}” into a story from your time as {aCurrentRole}: “As {aCurrentRole}, [the problem]. I [what you did]. As a result, [what changed, with a number].”',
    ],
  },
  uses_numbers: {
    label: 'Backed it with a number',
    skill: 'Interviewing',
    missing: 'No answer had a number: how many, how much, how often, by how much.',
    alternative: '“{own}, which [moved a number, e.g. booked 12 meetings a month].”',
    withFacts: ['“{own}”, then the number you already have on your resume: “{achievement}”.'],
    missingWithFacts: ['No answer had a number, though your resume has one: “{achievement}”.'],
  },
  specific_examples: {
    label: 'Gave a specific example',
    skill: 'Interviewing',
    missing: 'Your answers stayed general: no named moment, place or figure.',
    alternative:
      '“{own}” with one real moment: “For example, last [month], when [what happened], I [what you did].”',
    withFacts: [
      '“{own}” with one real moment from your {years} as {aCurrentRole}: “For example, when [what happened], I [what you did].”',
      '“{own}” with one real moment from your time as {aCurrentRole}: “For example, when [what happened], I [what you did].”',
    ],
    missingWithFacts: [
      'Your answers stayed general, though your resume names a real one: “{achievement}”.',
    ],
  },
  answer_length: {
    label: 'Answers of the right length',
    skill: 'Interviewing',
    missing: 'An answer was too short to show anything (under 20 words).',
    alternative: '“{own}”, then why it matters for this role and one example, in about a minute.',
    withFacts: [
      '“{own}”, then why it matters for the {target} role and one example from your time as {aCurrentRole}, in about a minute.',
    ],
  },
  shows_research: {
    label: 'Showed research on the company',
    skill: 'Research',
    missing: 'Nothing you said showed you had looked into {company}.',
    alternative:
      'I read that {company} [something you found: a launch, a hire, a customer]. How does that change the team’s year?',
  },
  questions_back: {
    label: 'Asked questions of your own',
    skill: 'Interviewing',
    missing: 'You did not ask {first} enough real questions (what, how, who).',
    alternative:
      'What does a great first 90 days look like in this role, and what gets in the way?',
    withFacts: [
      'Coming from {aCurrentRole}, what does a great first 90 days look like in this role, and what gets in the way?',
    ],
  },
  goal_reached: {
    label: 'Reached the goal',
    skill: 'Closing',
    missing: 'The call ended before the goal: {goal}',
    alternative:
      'Earn the right with questions, handle the objection, then ask for a day and a time.',
  },
}

/** Fills the placeholders; {own} is the start of the person's own line the feedback quotes. */
export function fillCriterionText(text: string, scenario: Scenario, own = ''): string {
  const start = own
    .trim()
    .split(/\s+/)
    .slice(0, 12)
    .join(' ')
    .replace(/[.!?,;:]+$/, '')
  const values: Record<string, string> = {
    own: start === '' ? '[your answer]' : start,
    first: scenario.persona.name.split(' ')[0] ?? scenario.persona.name,
    company: scenario.persona.company,
    maxWords: String(scenario.maxWords),
    goal: scenario.goal.text,
  }
  // One pass with a function: the person's words are inserted as they are ('$&' or '{company}'
  // in an answer is text, not a replacement pattern or a placeholder).
  return text.replace(
    /\{(own|first|company|maxWords|goal)\}/g,
    (all, key: string) => values[key] ?? all,
  )
}
