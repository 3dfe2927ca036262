import { cues } from '@/domain/coaching'
import type { SituationCard } from './situation-types'

/** Deals across the pipeline: more than one contact in an account, and the pipeline itself. */
export const pipelineCards: readonly SituationCard[] = [
  {
    id: 'multi_threading',
    title: 'multi-threading a deal',
    area: 'skills',
    cues: [
      ...cues(4, 'riding on one', 'in front of more', 'cant sign anything'),
      ...cues(4, 'goes through one', 'through one guy'),
      ...cues(4, 'runs through one', 'whenever i ask to meet', 'go around him', 'go around her'),
      ...cues(4, 'rests on one', 'one director', 'other people in the org'),
      ...cues(
        5,
        'single thread',
        'single threaded',
        'single threading',
        'only contact',
        'champion left',
        'contact left',
        'my contact left',
        'one contact',
        'more stakeholders',
      ),
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
      ...cues(4, 'my pipe', 'coverage on paper'),
      ...cues(4, 'opps in salesforce', 'half are dead'),
      ...cues(4, 'pipeline is a mess', 'zombie', 'zombies', 'what to kill', 'clean up my pipeline'),
      ...cues(
        5,
        'pipeline is empty',
        'empty pipeline',
        'no pipeline',
        'zero pipeline',
        'pipeline is dry',
      ),
      ...cues(4, 'pipeline', 'forecast*', 'deal stages', 'crm hygiene', 'pipeline review'),
      ...cues(2, 'coverage', 'next steps'),
    ],
    answer:
      'A healthy pipeline is honest: every deal has a clear next step with a date, and deals without one are moved back or closed.',
    points: [
      'Pipeline empty for next quarter? Block prospecting time every day from now: deals you start this month are next quarter’s pipeline, so work your best-fit accounts and past lost deals first.',
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
