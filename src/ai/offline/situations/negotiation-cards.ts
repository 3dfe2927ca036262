import { cues } from '@/domain/coaching'
import type { SituationCard } from './situation-types'

/** Negotiating a job offer: the counter, salary questions, what to get in writing. */
export const negotiationCards: readonly SituationCard[] = [
  {
    id: 'offer_negotiation',
    title: 'negotiating a job offer',
    area: 'career',
    cues: [
      ...cues(
        4,
        'what can i realistically ask',
        'ready to accept',
        'without them pulling',
        'pulling the offer',
        'pull the offer',
      ),
      ...cues(4, 'room to push', 'room to negotiate', 'top of the band', 'push on base'),
      ...cues(
        4,
        'negotiate my offer',
        'negotiate the offer',
        'negotiating an offer',
        'negotiate salary',
        'negotiate my ote',
        'counter their offer',
        'negotiate my base',
        // The candidate's counter; "they want to counter" is the employer's (counteroffer card).
        'say to counter',
        'how do i counter',
        'should i counter',
      ),
      ...cues(5, 'lowball*', 'low balled', 'low ball'),
      // A firm "no" on the offer is still negotiating it: what to ask for, then whether to accept.
      ...cues(4, 'offer is final', 'final offer', 'best and final', 'best offer', 'wont budge'),
      ...cues(
        4,
        'do any better',
        'how far to push',
        'push for more',
        'withdraw the offer',
        'just say yes',
        'accept right away',
        // A deadline on the offer: asking for time is part of negotiating it.
        'to accept an offer',
        'to accept the offer',
        'deadline to accept',
        'exploding offer',
        'more time to decide',
        'current salary',
      ),
      ...cues(4, 'ask for more base', 'ask for more money', 'ask for a higher base'),
      // An offer missing its pay terms: the point on getting them written down answers it.
      ...cues(5, 'offer letter doesnt', 'offer doesnt mention', 'not in the offer letter'),
      ...cues(3, 'negotiat*', 'job offer', 'offer letter', 'first offer'),
      ...cues(
        4,
        'asked for my current salary',
        'asked my current salary',
        'asked what i make',
        'asking what i make',
        'salary history',
        'pay history',
        'what i make now',
        'salary expectations',
        'salary expectation',
        'salary requirements',
        'desired salary',
        'how much im making',
        'how much i make',
      ),
      ...cues(1, 'offer', 'ote', 'base', 'salary'),
    ],
    answer:
      'Negotiate a sales offer the way you would a deal: know the market range, ask questions first, and counter with one clear number. It is expected, and a polite counter rarely loses an offer.',
    points: [
      'If they say "best offer" or "final offer": ask once for something other than base: a sign-on bonus, a guaranteed draw or a lighter quota during ramp, or a pay review at six months, in writing. Then decide on the offer as it stands; a firm number is no reason to walk away from a role you want.',
      'Ask about quota, attainment and ramp before you talk numbers; they tell you what the OTE is worth.',
      'Counter with a specific number backed by market ranges and your results.',
      'If base is fixed, ask for a higher split, a guaranteed ramp, a sign-on bonus or an earlier review.',
      'Read what happens to earned commission after you leave: a plan that pays only if you are still employed on payout day can cost you deals you closed.',
      'Ask how plan changes, caps and windfall clauses work, and get the answers in the written plan before you sign.',
      'Asked for your salary expectations? Give a researched range for the OTE with your floor at the bottom, and ask what the role’s budget and split are before you commit to one number.',
      'For "current salary" or "pay history": you can answer with what you are looking for instead ("For this role I am targeting [OTE], based on the market and my results"); many US states and cities bar employers from asking about pay history.',
      'For "they say no": a no to a polite counter is normal and does not withdraw the offer. Ask what is flexible instead (a sign-on bonus, a guaranteed ramp, an earlier pay review with the number in writing), then decide on the offer as it stands.',
      'A verbal offer, or an offer letter that does not mention the commission plan, is not yet the whole offer: ask for base, OTE split, quota and payout terms in writing before you resign anywhere; a company that will not write them down is a red flag.',
    ],
    why: 'Sales leaders expect candidates to negotiate; how you do it is itself a sample of your selling.',
    askBack: 'What base and OTE did they offer, for which role?',
    askBackNeeds: ['number'],
    facts: [
      { kind: 'salary', role: 'mentioned' },
      { kind: 'split', role: 'mentioned' },
    ],
    step: { stems: ['negotiat', 'offer'], roles: ['ae', 'sdr'] },
    practice:
      'Write down your counter: one number, two reasons, and one alternative if base is fixed.',
  },
]
