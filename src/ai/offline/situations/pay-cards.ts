import { cues } from '@/domain/coaching'
import type { SituationCard } from './situation-types'

/** How sales pay works; every figure comes from the catalogue (see `facts`). */
export const payCards: readonly SituationCard[] = [
  {
    id: 'pay_structure',
    title: 'how sales pay works',
    area: 'pay',
    cues: [
      ...cues(
        4,
        'ote',
        'on target earnings',
        'base and variable',
        'pay mix',
        'base vs',
        'comp plan',
        'compensation plan',
        'how does commission work',
        'how commission works',
      ),
      ...cues(2, 'variable', 'commission', 'base', 'split', 'comp'),
    ],
    answer:
      'Sales pay is a base salary plus variable pay you earn against a quota; OTE (on-target earnings) is what you make at exactly 100% of quota. The split between base and variable tells you how much risk you carry.',
    points: [
      'Ask what share of reps hit quota last year; OTE only means something at realistic attainment.',
      'Ask whether commission is uncapped, when it is paid, and what happens above 100%.',
      'Check the quota against the territory: a big OTE on an unreachable quota is a pay cut.',
    ],
    why: 'Realised pay depends on attainment, so the plan’s details matter more than the headline.',
    askBack: 'Is this for a role you hold now or an offer you are considering?',
    facts: [{ kind: 'split', role: 'mentioned' }],
    step: { stems: ['comp', 'negotiat', 'offer'], roles: ['sdr', 'ae'] },
    practice:
      'Ask for the full comp plan document and write down quota, split, cap and payout timing.',
  },
  {
    id: 'ramp_and_draw',
    title: 'ramp and draws',
    area: 'pay',
    cues: [
      ...cues(3, 'minimum wage', 'advance'),
      ...cues(4, '100% commission', 'commission only', 'straight commission', 'no base'),
      ...cues(
        4,
        'ramp',
        'ramp period',
        'draw',
        'recoverable',
        'non recoverable',
        'guaranteed commission',
        'ramped quota',
      ),
      ...cues(2, 'first months', 'guarantee', 'my ramp', 'ramp time'),
    ],
    answer:
      'A ramp is the period before you carry full quota, usually with a reduced quota or a draw so you are paid while you build pipeline. A non-recoverable draw is yours to keep; a recoverable draw is an advance on future commission.',
    points: [
      'Ask how long the ramp is and what the quota is in each ramp month.',
      'Ask whether the draw is recoverable, and what happens to any shortfall if you leave.',
      'Ask what share of new hires were fully ramped on time last year.',
      'If your sales cycle is longer than your ramp, ask your manager in writing to judge the ramp on pipeline created and deals moving stage, or to extend it; no one closes a six-month cycle in three.',
    ],
    why: 'Ramp terms decide your income in the first months, when your pipeline is thinnest.',
    askBack: 'Is the draw in your plan recoverable or non-recoverable?',
    facts: [{ kind: 'ramp', role: 'mentioned' }],
    practice: 'Write down the ramp schedule and draw terms from your offer or plan.',
  },
  {
    id: 'accelerators',
    title: 'accelerators, caps and SPIFs',
    area: 'pay',
    cues: [
      ...cues(5, 'accelerator*', 'commission capped', 'capped commission', 'cap on commission'),
      ...cues(
        4,
        'accelerator*',
        'decelerator*',
        'spif',
        'spiff',
        'commission rate',
        'capped commission',
        'commission cap',
        'uncapped',
      ),
      ...cues(2, 'over quota', 'above quota', 'kicker', 'multiplier'),
    ],
    answer:
      'Accelerators raise your commission rate above 100% of quota, decelerators lower it below a threshold, caps limit what you can earn, and SPIFs are short bonuses for a target behaviour. Read them together to see what a great year pays.',
    points: [
      'Ask where the accelerators start and the rate at each tier.',
      'Ask whether commission is capped, and whether big deals are reviewed or split.',
      'Model three scenarios (70%, 100%, 150% of quota) to see the real range.',
    ],
    why: 'The shape of the plan, not the OTE, decides what overperformance is worth.',
    askBack: 'What does your plan pay at 100% and above?',
    practice: 'Model your pay at 70%, 100% and 150% of quota from your plan.',
  },
  {
    id: 'quota_attainment_reality',
    title: 'how many reps hit quota',
    area: 'pay',
    cues: [
      ...cues(
        4,
        'hit quota',
        'attainment',
        'how many reps',
        'percent of reps',
        'reps hit',
        'realistic quota',
        'is my quota realistic',
      ),
      ...cues(2, 'quota', 'normal', 'average'),
    ],
    answer:
      'Attainment varies a lot by company, and many teams have a large share of reps below quota in any year, so ask the company for its own number rather than trusting an average. A healthy team has most reps near or above target.',
    points: [
      'Ask "What percentage of reps hit quota last year, and how many were fully ramped?"',
      'Compare quota with OTE and territory; an outsized multiple is a warning sign.',
      'Check review sites where reps report attainment for their company.',
    ],
    why: 'Attainment tells you how realistic the OTE is, and how the company sets targets.',
    askBack: 'Is this about your current team or a company you are interviewing with?',
    facts: [{ kind: 'split', role: 'ae' }],
    practice: 'Ask your manager or interviewer what share of the team hit quota last year.',
  },
  {
    id: 'salary_by_role',
    title: 'what a role earns',
    area: 'pay',
    acts: ['how_much'],
    cues: [
      ...cues(
        4,
        'how much do',
        'how much does',
        'how much can',
        'what do sdrs make',
        'what do aes make',
        'salary for',
        'pay range',
        'average salary',
      ),
      ...cues(2, 'salary', 'salaries'),
      ...cues(1, 'earn', 'make', 'paid', 'income', 'money'),
    ],
    answer: 'Here is what the role pays in the SalesPath catalogue (US, on-target earnings).',
    points: [
      'Ranges move with segment (SMB, mid-market, enterprise), city and company stage.',
      'Ask any employer for base, OTE and the share of reps at quota.',
    ],
    why: 'OTE is only as real as the attainment behind it.',
    askBack: 'Which segment or city are you thinking of?',
    facts: [
      { kind: 'salary', role: 'mentioned' },
      { kind: 'split', role: 'mentioned' },
    ],
    practice: 'Check three live job posts for the role in your city and note base and OTE.',
  },
]
