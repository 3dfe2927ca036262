import { cues } from '@/domain/coaching'
import type { SituationCard } from './situation-types'

/** The deal itself: discovery, demos, closing, negotiation, follow-up, pipeline (objections: objection-cards.ts). */
export const dealCards: readonly SituationCard[] = [
  {
    id: 'discovery',
    title: 'discovery calls',
    area: 'skills',
    cues: [
      ...cues(4, 'discovery', 'discovery call', 'discovery questions', 'qualifying questions'),
      ...cues(2, 'pain', 'questions to ask', 'qualify', 'needs analysis'),
    ],
    answer:
      'Great discovery uncovers a problem, its impact and its urgency before you show anything; the buyer should talk most of the time.',
    points: [
      'Move from situation to problem to impact: "What does that cost you today?"',
      'Ask one more "why does that matter?" than feels comfortable.',
      'End with an agreed next step and who else should be involved.',
    ],
    why: 'Deals are won on problems the buyer says out loud, not on features you say.',
    askBack: 'What kind of buyer are you running discovery with?',
    step: { stems: ['discovery'], roles: ['ae'] },
    practice: 'Write ten open discovery questions that move from situation to impact.',
  },
  {
    id: 'demo_skills',
    title: 'product demos',
    area: 'skills',
    cues: [
      ...cues(4, 'demo', 'demos', 'product demo', 'demoing'),
      ...cues(2, 'present*', 'show the product'),
    ],
    answer:
      'A strong demo shows only what solves the problems found in discovery, in the buyer’s words, and ends with a clear next step.',
    points: [
      'Start by recapping the buyer’s problems and checking they are still right.',
      'Show the two or three workflows that solve them; skip the tour.',
      'Pause often and ask how it compares with how they work today.',
    ],
    why: 'Buyers remember how the product fixes their problem, not how many features it has.',
    askBack: 'Who is usually on your demos?',
    step: { stems: ['demo'], roles: ['ae'] },
    practice: 'Rebuild your next demo around the three problems from discovery.',
  },
  {
    id: 'closing',
    title: 'closing deals',
    area: 'skills',
    cues: [
      ...cues(
        4,
        'close deals',
        'closing',
        'close the deal',
        'ask for the business',
        'stalled deal',
        'deal stalled',
        'stuck deal',
      ),
      ...cues(2, 'close', 'signature', 'contract'),
    ],
    answer:
      'Closing is the result of a clear process, not a trick at the end: agree on a mutual plan with dates, and ask plainly for the decision.',
    points: [
      'Build a mutual action plan with the buyer: steps, owners and dates to signature.',
      'Confirm the decision process and who signs before the proposal.',
      'Ask directly: "Is there anything stopping us from moving forward?"',
    ],
    why: 'Deals stall when the next step is vague; dates and owners keep them moving.',
    askBack: 'Where do your deals usually stall?',
    step: { stems: ['negotiat', 'clos'], roles: ['ae'] },
    practice: 'Write a mutual action plan for your most advanced deal and share it with the buyer.',
  },
  {
    id: 'negotiation_with_prospect',
    title: 'negotiating with buyers',
    area: 'skills',
    cues: [
      ...cues(
        4,
        'discount',
        'procurement',
        'asking for a discount',
        'negotiate price',
        'pricing negotiation',
        'redlines',
      ),
      ...cues(2, 'price', 'legal review'),
    ],
    answer:
      'Never give a discount without getting something back: trade price for term, volume, a faster signature or a case study.',
    points: [
      'Ask what is driving the request before you answer it.',
      'Trade, do not give: "If we do X, can you sign by Friday?"',
      'Involve procurement early and learn their process.',
    ],
    why: 'Unconditional discounts teach buyers to ask for more.',
    askBack: 'What is the buyer asking for exactly?',
    step: { stems: ['negotiat'], roles: ['ae'] },
    practice: 'List three things you could ask for in return for a discount.',
  },
  {
    id: 'follow_up_ghosted',
    title: 'a prospect who went quiet',
    area: 'skills',
    cues: [
      ...cues(3, 'went dark', 'gone dark', 'ghosted', 'go dark'),
      ...cues(
        4,
        'gone cold',
        'went cold',
        'not returning',
        'isnt returning',
        'unresponsive',
        'stopped replying',
        'no reply',
      ),
      ...cues(
        4,
        'ghosted',
        'went dark',
        'gone dark',
        'stopped responding',
        'not responding',
        'no response',
        'wont reply',
        'radio silence',
      ),
      ...cues(2, 'follow up', 'follow-up', 'chase'),
    ],
    answer:
      'When a prospect goes quiet, change the message, not just the timing: send something short and useful, then make it easy to say no.',
    points: [
      'Reference their goal and bring something new: an insight, a case study, a question.',
      'Try another channel or another person in the account.',
      'Send a polite close-the-loop (break-up) message; "no" is an answer you can use.',
      'Call rather than email once more: getting them live on the phone often restarts a stalled conversation.',
    ],
    why: 'Silence is usually priorities, not rejection; new value and an easy exit get replies.',
    askBack: 'At what stage did they go quiet?',
    step: { stems: ['follow', 'email'], roles: ['sdr', 'ae'] },
    practice: 'Send a short close-the-loop email to your quietest prospect today.',
  },
  {
    id: 'multi_threading',
    title: 'multi-threading a deal',
    area: 'skills',
    cues: [
      ...cues(
        4,
        'multi thread*',
        'multithread*',
        'champion',
        'stakeholder map*',
        'economic buyer',
        'buying committee',
      ),
      ...cues(2, 'stakeholders', 'decision maker'),
    ],
    answer:
      'Multi-threading means building relationships with several people in the account, so the deal survives when one contact goes quiet or leaves.',
    points: [
      'Map the buying group: champion, economic buyer, users, blockers.',
      'Ask your champion to introduce you to one more person each call.',
      'Tailor value to each role: cost for finance, time for users, risk for IT.',
    ],
    why: 'Single-threaded deals die with their one contact.',
    askBack: 'How many people are you in touch with in your biggest deal?',
    step: { stems: ['multi', 'champion', 'stakeholder'], roles: ['ae'] },
    practice: 'Map the stakeholders in your biggest deal and find one gap.',
  },
  {
    id: 'pipeline_management',
    title: 'pipeline management',
    area: 'skills',
    cues: [
      ...cues(4, 'pipeline', 'forecast*', 'deal stages', 'crm hygiene', 'pipeline review'),
      ...cues(2, 'coverage', 'next steps'),
    ],
    answer:
      'A healthy pipeline is honest: every deal has a clear next step with a date, and deals without one are moved back or closed.',
    points: [
      'Review each deal weekly: next step, date, and what must be true to close.',
      'Know your coverage: pipeline compared with the quota left.',
      'Close out dead deals; a smaller, true pipeline is worth more than a big, hopeful one.',
    ],
    why: 'Managers trust reps whose forecast is right, and trust buys autonomy.',
    askBack: 'How many deals in your pipeline have a next step booked?',
    step: { stems: ['pipeline', 'forecast'], roles: ['ae'] },
    practice: 'Go through your pipeline and add a dated next step to every deal, or close it out.',
  },
]
