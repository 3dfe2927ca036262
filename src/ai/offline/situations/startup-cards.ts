import { cues } from '@/domain/coaching'
import type { SituationCard } from './situation-types'

/** Startups: equity in an offer, and a startup against a big company. */
export const startupCards: readonly SituationCard[] = [
  {
    id: 'startup_equity',
    title: 'startup equity',
    area: 'career',
    cues: [
      ...cues(
        4,
        'fair grant',
        'options you received',
        'options i received',
        'my options',
        'option grant',
        'options are fair',
      ),
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
        'how much equity',
        'equity advice',
        'negotiating equity',
        'first employee',
        'early employee',
        'pre seed',
      ),
      ...cues(2, 'options', 'shares', 'dilution', 'exercise'),
      // Paid in stock instead of cash: "offered stock in a spin-off instead of my bonus".
      ...cues(4, 'offered stock', 'stock instead', 'paid in stock', 'company stock', 'stock grant'),
    ],
    answer:
      'Value startup equity at close to zero when you compare offers, and treat it as upside: most options never become cash. Make sure the base pays your bills without it, and ask the questions that tell you what you actually hold.',
    points: [
      'Ask for the number of options, the total shares outstanding, the strike price and the last valuation.',
      'Check the vesting schedule and cliff, and how long you have to exercise if you leave.',
      'Make sure the base and realistic commission pay your bills without the equity.',
      'Ask whether the shares are common or preferred, and what percentage of the company (fully diluted) your options represent; later rounds dilute it.',
      'Ask about the 409A value and any chance of liquidity before an exit, such as secondary sales.',
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
      // "Offers from Microsoft and a startup": a household name set against a startup.
      ...cues(4, 'and a startup', 'or a startup'),
      ...cues(
        2,
        'microsoft',
        'google',
        'amazon',
        'salesforce',
        'oracle',
        'ibm',
        'cisco',
        'adobe',
        'big tech',
        'faang',
      ),
      ...cues(
        4,
        'first sales hire',
        'founding ae',
        'first salesperson',
        'first sales rep',
        'no sales process',
      ),
    ],
    answer:
      'A startup gives you range and speed, a big company gives you training, process and a brand on your resume; early in a sales career, the training usually pays back more.',
    points: [
      'At a startup, ask about funding runway, who else sells, and whether the product is already selling.',
      'At a larger company, ask about the enablement programme and the promotion path.',
      'SMB teaches volume and speed; enterprise teaches long cycles and many stakeholders.',
      'As the first sales hire you build the process while you sell: ask who closed the deals so far (usually the founder), how many paying customers there are, and whether your quota allows for building the playbook. It suits people who have sold the motion before.',
    ],
    why: 'Early on, structure and coaching compound; later, range and ownership matter more.',
    askBack: 'What stage are the companies you are looking at?',
    practice:
      'Write down what you want to learn in the next two years, and ask each company how you would learn it there.',
  },
]
