import { cues } from '@/domain/coaching'
import type { SituationCard } from './situation-types'

/** The four common objections and objection handling in general. */
export const objectionCards: readonly SituationCard[] = [
  {
    id: 'objection_budget',
    title: 'the “no budget” objection',
    area: 'skills',
    cues: [
      ...cues(
        4,
        'not in the budget',
        'no money in the budget',
        'budget this year',
        'budget freeze',
        'budget is frozen',
      ),
      ...cues(
        4,
        'no budget',
        'dont have budget',
        'dont have the budget',
        'too expensive',
        'cant afford',
        'price is too high',
        'budget objection',
        'pricing objection',
        'price objection',
      ),
      ...cues(2, 'budget', 'expensive', 'price', 'pricing', 'pricey'),
      // Asked for the price, not yet objecting to it.
      ...cues(3, 'about price', 'about pricing', 'about the price', 'how much it costs'),
    ],
    answer:
      '“No budget” often means “not convinced it is worth it”, so go back to the cost of the problem before you talk price.',
    points: [
      'Ask: "If budget were not an issue, would this solve the problem?" to test the real objection.',
      'Give a straight range when they ask about price early (dodging it costs trust), then ask what they are comparing it with and what the problem costs them today.',
      'Quantify the cost of doing nothing in money or time.',
      'Ask when budgets are set and who owns them, and plan for that cycle.',
    ],
    why: 'Budget appears for problems that cost more than the fix.',
    askBack: 'At what stage do you hear it: the cold call or after the demo?',
    step: { stems: ['objection', 'value'], roles: ['sdr', 'ae'] },
    practice: 'Write your response to “no budget” as two questions, not a rebuttal.',
  },
  {
    id: 'objection_send_email',
    title: 'the “just send me an email” objection',
    area: 'skills',
    cues: [
      ...cues(
        5,
        'send me an email',
        'just send me',
        'send me some info',
        'send me something',
        'email me the info',
      ),
      ...cues(
        4,
        'send me an email',
        'send me some info',
        'send me information',
        'email me',
        'send info',
      ),
    ],
    answer:
      '“Send me an email” is usually a polite exit, so agree, then ask one question that makes the email relevant.',
    points: [
      'Say "Happy to. So I send the right thing, how are you handling X today?"',
      'If they engage, you have a conversation; if not, send a short email that references the call.',
      'Propose a specific time to follow up.',
    ],
    why: 'One relevant question turns a brush-off into discovery without arguing.',
    askBack: 'What do you usually say after they ask for an email?',
    step: { stems: ['objection', 'cold call'], roles: ['sdr'] },
    practice: 'Write your one-question reply to “send me an email” and use it on your next calls.',
  },
  {
    id: 'objection_competitor',
    title: 'the “we already use a competitor” objection',
    area: 'skills',
    cues: [
      ...cues(
        5,
        'current vendor',
        'happy with their current',
        'happy with what they have',
        'already have a vendor',
      ),
      ...cues(3, 'we already use', 'they already use', 'already using', 'already have'),
      ...cues(
        4,
        'already use',
        'already have a',
        'using a competitor',
        'happy with our current',
        'we use salesforce',
        'incumbent',
      ),
      ...cues(2, 'competitor', 'current vendor', 'current provider'),
      ...cues(2, 'cheaper', 'competitor is', 'competitors are', 'other vendor'),
    ],
    answer:
      '“We already use someone” means they care about the problem, which is good news: ask what they like and what they would change, instead of attacking the competitor.',
    points: [
      'Ask "What do you like about it? If you could change one thing, what would it be?"',
      'Find the gap and the renewal date; timing matters.',
      'Never criticise the competitor; it makes the buyer defend their choice.',
      'When they say the competitor is cheaper, do not cut your price first: ask what the cheaper option leaves out for them, and compare the cost of their problem, not the price tags.',
    ],
    why: 'Curiosity finds the gap; criticism hardens the status quo.',
    askBack: 'Which competitor do you hear most often?',
    step: { stems: ['objection', 'competit'], roles: ['sdr', 'ae'] },
    practice: 'Write two questions to ask when a prospect names a competitor.',
  },
  {
    id: 'objection_not_priority',
    title: 'the “not a priority” objection',
    area: 'skills',
    cues: [
      ...cues(
        5,
        'not a priority',
        'not a priority right now',
        'next quarter',
        'not right now',
        'revisit later',
        'circle back later',
        'bad timing',
      ),
      ...cues(
        4,
        'not a priority',
        'call me next quarter',
        'not right now',
        'bad timing',
        'reach out next year',
        'circle back',
      ),
      ...cues(2, 'timing', 'later'),
    ],
    answer:
      '“Not a priority” is about timing or value; find out which, and if it is timing, agree on a real date and a reason to talk then.',
    points: [
      'Ask "What is a priority right now?" and see if your solution connects to it.',
      'If it is truly timing, ask what changes next quarter and book the follow-up now.',
      'Send something useful before the follow-up so you are not starting cold.',
    ],
    why: 'Priorities change when a problem gets more expensive; stay connected to that moment.',
    askBack: 'Do they say it on the first call or later in the deal?',
    step: { stems: ['objection'], roles: ['sdr'] },
    practice: 'Ask your next “not a priority” prospect what is a priority right now.',
  },
  {
    id: 'objection_general',
    title: 'handling objections',
    area: 'skills',
    cues: [
      ...cues(4, 'objection', 'objections', 'pushback', 'not interested'),
      ...cues(2, 'brush off', 'rebuttal*'),
    ],
    answer:
      'Handle objections by getting curious, not defensive: acknowledge, ask a question to understand, then respond to what you learned.',
    points: [
      'Use a simple loop: acknowledge, ask, answer, confirm.',
      'Keep a list of the objections you hear most, with your best question for each.',
      'Practise them with a peer until the responses feel natural.',
      'A request for references is a buying signal: ask what they want to learn from one, then offer one or two happy customers you asked for permission first, and prepare them for the call.',
    ],
    why: 'An objection answered with a question keeps the conversation going; a rebuttal ends it.',
    askBack: 'Which objection do you hear most?',
    step: { stems: ['objection'], roles: ['sdr', 'ae'] },
    practice: 'Write your three most common objections with one question for each.',
  },
]
