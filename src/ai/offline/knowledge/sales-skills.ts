import { cues } from '@/domain/coaching'
import type { IntentKnowledge } from './knowledge-types'

/** The day-to-day craft: prospecting, objections, discovery, and the numbers behind them. */
export const salesSkills: readonly IntentKnowledge[] = [
  {
    intent: 'cold_calling',
    cues: [
      ...cues(4, 'cold call*', 'dials', 'dial*', 'phone', 'gatekeeper*', 'voicemail*'),
      ...cues(
        4,
        'cold email*',
        'outbound',
        'prospecting',
        'prospect*',
        'book meetings',
        'booking meetings',
      ),
      ...cues(4, 'meetings booked', 'sequence*', 'cadence*', 'linkedin outreach', 'opener*'),
      ...cues(3, 'outreach'),
      ...cues(2, 'calling'),
      ...cues(1, 'cold'),
      ...cues(2, 'email*', 'meetings'),
    ],
    focusRole: 'target',
    opener: 'Cold calling gets easier with a script you trust and a routine you protect.',
    points: [
      '**Open with permission and a reason:** say who you are, why you are calling them specifically, and ask for 30 seconds.',
      '**Lead with a problem, not the product:** "Teams like yours often struggle with X. How are you handling it today?"',
      '**Have your top three objections scripted** and practise them out loud until they sound natural.',
      '**Ask for a small next step:** a short meeting with a time attached, not "let me know if you are interested".',
      '**Protect a daily calling block,** research the list the day before, and review one recorded call a week.',
    ],
    resourceRoles: ['sdr'],
    resourceCues: ['cold call', 'calling', 'prospecting', 'outreach', 'script', 'email'],
    fallbackAction:
      'Write a 3-line opener for your next call (who you are, why them, one question), say it out loud five times, then use it on your next five dials.',
  },
  {
    intent: 'objection_handling',
    cues: [
      ...cues(5, 'objection*', 'pushback', 'push back', 'brush off', 'brushoff', 'not interested'),
      ...cues(
        5,
        'no budget',
        'too expensive',
        'send me info',
        'send me an email',
        'already have a',
        'already use',
      ),
      ...cues(5, 'bad timing', 'call me later', 'rejection', 'rejected', 'say no', 'says no'),
      ...cues(3, 'hang*', 'handle', 'respond when', 'they said'),
    ],
    focusRole: 'target',
    opener:
      'Most objections are requests for more context, so slow down and get curious instead of arguing.',
    points: [
      '**Acknowledge, ask, answer:** "That makes sense. Can I ask what is behind that?" Then answer the real concern.',
      '**"Not interested"** usually means "not yet convinced". Ask one problem question before you let go.',
      '**"Send me information"** is a soft no: agree, then ask what would make the information worth reading.',
      '**"We already use a tool for that"** opens a question: what do they like about it, and what would they change?',
      '**"No budget"** is about priority: ask when they plan budgets and who else would care about the problem.',
    ],
    resourceRoles: ['sdr'],
    resourceCues: ['objection', 'rejection', 'handling'],
    fallbackAction:
      'Write down the three objections you hear most, draft an acknowledge-ask-answer reply for each, and role-play them with a teammate or with me.',
  },
  {
    intent: 'discovery',
    cues: [
      ...cues(
        4,
        'discovery',
        'discovery call*',
        'qualif*',
        'bant',
        'meddic',
        'meddicc',
        'meddpicc',
      ),
      ...cues(
        4,
        'spin selling',
        'pain points',
        'needs analysis',
        'first meeting',
        'first call',
        'demo*',
      ),
      ...cues(3, 'pain', 'open ended', 'business case'),
      ...cues(1, 'questions'),
    ],
    focusRole: 'target',
    opener:
      'Great discovery is the difference between a demo and a deal: the buyer should do most of the talking.',
    points: [
      '**Set an agenda up front:** the time you have, what you want to learn, and what a good outcome is for them.',
      '**Go from situation to impact:** what happens today, what it costs them, who feels it, and what happens if nothing changes.',
      '**Qualify as you go:** who decides, how they buy, the timeline, and what they compare you with (MEDDICC or BANT give you a checklist).',
      '**Summarise their pain in their words** before you show anything, and confirm you understood it.',
      '**End with a mutual next step** that has a date and the right people in the room.',
    ],
    resourceRoles: ['ae'],
    resourceCues: ['discovery', 'qualif', 'meddic', 'questions', 'demo'],
    fallbackAction:
      'Write five open-ended discovery questions for your next call (situation, problem, impact, decision, timeline) and bring them to the meeting.',
  },
  {
    intent: 'quota_pipeline',
    cues: [
      ...cues(4, 'quota', 'pipeline', 'pipe gen', 'forecast*', 'attainment', 'hit my number'),
      ...cues(
        4,
        'hit quota',
        'miss quota',
        'missed quota',
        'behind on',
        'kpi*',
        'conversion rate*',
      ),
      ...cues(3, 'metrics', 'activity', 'opportunit*', 'targets', 'sqls', 'number'),
      ...cues(2, 'deals'),
    ],
    focusRole: 'target',
    opener:
      'Quota is a maths problem before it is a motivation problem, so work backwards from the number.',
    points: [
      '**Work backwards:** target, divided by your average deal or meeting value, divided by your conversion rates, gives the activity you need each week.',
      '**Find your leakiest stage:** compare your conversion at each stage with the team and fix the worst one first.',
      '**Keep pipeline coverage healthy:** ask your manager what coverage the team expects and review your pipeline every week.',
      '**Clean up stale opportunities** so your forecast is honest; a smaller real pipeline beats a big hopeful one.',
      '**Protect prospecting time** even in good weeks, because next quarter’s pipeline is built this quarter.',
    ],
    resourceRoles: ['ae', 'sdr'],
    resourceCues: ['pipeline', 'quota', 'forecast', 'metrics', 'crm'],
    fallbackAction:
      'Pull your last 90 days of activity and results from the CRM, work out your conversion at each stage, and circle the weakest one.',
  },
]
