import { cues } from '@/domain/coaching'
import type { SituationCard } from './situation-types'

/** Offers: comparing, negotiating, counteroffers, equity, company stage. */
export const offerCards: readonly SituationCard[] = [
  {
    id: 'counteroffer',
    title: 'a counteroffer',
    area: 'career',
    acts: ['choose'],
    cues: [
      ...cues(
        5,
        'handed in my notice',
        'gave notice',
        'gave my notice',
        'put in my notice',
        'put in notice',
        'resigned',
        'to stay',
        'more to stay',
        'match the offer',
        'matched the offer',
      ),
      ...cues(
        4,
        'counteroffer',
        'counter offer',
        'counter-offer',
        'they countered',
        'match the offer',
        'matched my offer',
      ),
      ...cues(2, 'resign*', 'put in my notice', 'two weeks notice', 'stay or go'),
    ],
    answer:
      'Most counteroffers fix the pay but not the reason you started looking, so decide on the reason, not the number. Accept only if the thing that made you look is truly fixed.',
    points: [
      'Write down why you started interviewing; check if the counteroffer changes that, in writing.',
      'Consider trust: your manager now knows you were ready to leave.',
      'If you go, leave on good terms; sales is a small world.',
    ],
    why: 'The reasons people leave are usually about growth or management, which money does not change.',
    askBack: 'What made you start looking in the first place?',
    practice:
      'List the reasons you started looking and tick the ones the counteroffer actually fixes.',
  },
  {
    id: 'offer_comparison',
    title: 'comparing job offers',
    area: 'career',
    acts: ['choose'],
    cues: [
      ...cues(
        4,
        'two offers',
        'two ae offers',
        'two sdr offers',
        'choosing between',
        'deciding between',
        'both offers',
        'which offer',
      ),
      ...cues(
        3,
        'should i take it',
        'should i take the job',
        'take the offer',
        'accept the offer',
        'job offer',
      ),
      ...cues(
        4,
        'two offers',
        'both offers',
        'compare offers',
        'comparing offers',
        'which offer',
        'multiple offers',
        'second offer',
      ),
      ...cues(3, 'offer a', 'offer b', 'vs', 'versus', 'or should i take'),
      ...cues(2, 'offer', 'ote', 'base'),
    ],
    answer:
      'Compare offers on what you will actually earn and learn, not on the headline OTE: the base you are sure of, how many reps hit quota, the ramp, and who you will learn from.',
    points: [
      'Ask each company what share of reps hit quota last year; OTE at low attainment is a fiction.',
      'Compare base, ramp or draw, quota size versus territory, and when commission is paid.',
      'Weigh the manager and the product: a strong manager and a product people want are worth a lower OTE.',
    ],
    why: 'Realised pay depends on attainment, and the next job depends on what you learn here.',
    askBack: 'What are the base, OTE and stage of each company?',
    facts: [{ kind: 'split', role: 'mentioned' }],
    practice:
      'Put both offers in a table: base, OTE, quota, ramp, attainment, manager, and what you would learn.',
  },
  {
    id: 'offer_negotiation',
    title: 'negotiating a job offer',
    area: 'career',
    cues: [
      ...cues(
        4,
        'negotiate my offer',
        'negotiate the offer',
        'negotiating an offer',
        'negotiate salary',
        'negotiate my ote',
        'counter their offer',
        'negotiate my base',
      ),
      ...cues(3, 'negotiat*', 'job offer', 'offer letter', 'first offer'),
      ...cues(1, 'offer', 'ote', 'base', 'salary'),
    ],
    answer:
      'Negotiate a sales offer the way you would a deal: know the market range, ask questions first, and counter with one clear number. It is expected, and a polite counter rarely loses an offer.',
    points: [
      'Ask about quota, attainment and ramp before you talk numbers; they tell you what the OTE is worth.',
      'Counter with a specific number backed by market ranges and your results.',
      'If base is fixed, ask for a higher split, a guaranteed ramp, a sign-on bonus or an earlier review.',
    ],
    why: 'Sales leaders expect candidates to negotiate; how you do it is itself a sample of your selling.',
    askBack: 'What base and OTE did they offer, for which role?',
    facts: [
      { kind: 'salary', role: 'mentioned' },
      { kind: 'split', role: 'mentioned' },
    ],
    step: { stems: ['negotiat', 'offer'], roles: ['ae', 'sdr'] },
    practice:
      'Write down your counter: one number, two reasons, and one alternative if base is fixed.',
  },
  {
    id: 'startup_equity',
    title: 'startup equity',
    area: 'career',
    cues: [
      ...cues(
        4,
        'stock options',
        'equity',
        'rsus',
        'rsu',
        'vesting',
        'vest',
        'cliff',
        'strike price',
      ),
      ...cues(2, 'options', 'shares', 'dilution', 'exercise'),
    ],
    answer:
      'Value startup equity at close to zero when you compare offers, and treat it as upside: most options never become cash. Ask the questions that tell you what you actually hold.',
    points: [
      'Ask for the number of options, the total shares outstanding, the strike price and the last valuation.',
      'Check the vesting schedule and cliff, and how long you have to exercise if you leave.',
      'Make sure the base and realistic commission pay your bills without the equity.',
    ],
    why: 'Equity only pays out on a good exit, and the terms decide whether you can keep it at all.',
    askBack: 'Is it options at a startup, or RSUs at a public company?',
    practice: 'Ask the recruiter for the share count, strike price and exercise window in writing.',
  },
  {
    id: 'startup_vs_enterprise',
    title: 'startup versus big company',
    area: 'career',
    acts: ['choose'],
    cues: [
      ...cues(
        4,
        'startup or',
        'startup vs',
        'big company or',
        'smb or enterprise',
        'startup versus',
      ),
      ...cues(
        3,
        'startup',
        'early stage',
        'series a',
        'big company',
        'large company',
        'corporate',
        'fortune 500',
      ),
      ...cues(2, 'smb', 'mid market', 'enterprise'),
    ],
    answer:
      'A startup gives you range and speed, a big company gives you training, process and a brand on your resume; early in a sales career, the training usually pays back more.',
    points: [
      'At a startup, ask about funding runway, who else sells, and whether the product is already selling.',
      'At a larger company, ask about the enablement programme and the promotion path.',
      'SMB teaches volume and speed; enterprise teaches long cycles and many stakeholders.',
    ],
    why: 'Early on, structure and coaching compound; later, range and ownership matter more.',
    askBack: 'What stage are the companies you are looking at?',
    practice:
      'Write down what you want to learn in the next two years, and ask each company how you would learn it there.',
  },
]
