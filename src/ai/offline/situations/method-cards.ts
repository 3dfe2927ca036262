import { cues } from '@/domain/coaching'
import type { SituationCard } from './situation-types'

function method(
  id: string,
  names: readonly string[],
  title: string,
  answer: string,
  points: readonly string[],
  stems: readonly string[],
): SituationCard {
  return {
    id,
    title,
    area: 'skills',
    cues: [...cues(5, ...names), ...cues(1, 'framework', 'methodology', 'qualif*')],
    answer,
    points,
    why: 'A shared framework lets you and your manager inspect a deal with the same questions.',
    askBack: 'Does your team use a methodology already?',
    step: { stems, roles: ['ae'] },
    practice: `Score one live deal against ${title} and note the biggest gap.`,
  }
}

/** Sales methodologies, learning, tools and vocabulary. */
export const methodCards: readonly SituationCard[] = [
  method(
    'method_meddicc',
    [
      'meddicc',
      'meddic',
      'meddpicc',
      'qualify deals',
      'qualifying deals',
      'deal qualification',
      // The letters spelled out: "economic buyer, decision criteria, champion".
      'decision criteria',
      'decision process',
      'economic buyer',
      'paper process',
    ],
    'MEDDICC',
    'MEDDICC is a qualification checklist for complex deals: Metrics, Economic buyer, Decision criteria, Decision process, Identify pain, Champion and Competition. It tells you what you know about a deal and what you are only hoping.',
    [
      'Learn one question that tests each letter, e.g. for Metrics: "How will you measure success?"',
      'A champion has power and will act for you; a friendly contact only shares information.',
      'Use the gaps as your next steps, not as a form to fill in.',
      'As an SDR, learn enough of it to ask the first questions (pain, who decides, by when) and to hand deals over cleanly; the full checklist pays off once you run deals as an AE.',
    ],
    ['qualif', 'meddic'],
  ),
  method(
    'method_spin',
    ['spin selling', 'spin'],
    'SPIN',
    'SPIN is a questioning method: Situation, Problem, Implication and Need-payoff questions, moving the buyer from facts to the cost of the problem to the value of solving it.',
    [
      'Keep Situation questions few; research those facts beforehand.',
      'Implication questions ("What does that cause?") build urgency.',
      'Need-payoff questions let the buyer state the value themselves.',
    ],
    ['discovery', 'spin'],
  ),
  method(
    'method_bant',
    ['bant', 'budget authority need', 'budget authority need and timing'],
    'BANT',
    'BANT qualifies on Budget, Authority, Need and Timeline. It is simple and common for SDR handoffs, but ask about need first, since budget often follows a real problem.',
    [
      'Start with Need; budget and timeline questions land better once the problem is clear.',
      'Authority: ask who else is involved in decisions like this.',
      'Use it as a conversation guide, not an interrogation.',
    ],
    ['qualif'],
  ),
  method(
    'method_challenger',
    ['challenger', 'challenger sale', 'teach tailor', 'teach tailor take control'],
    'Challenger',
    'The Challenger approach is to teach, tailor and take control: bring the buyer an insight about their business they had not considered, tailor it to their role, and lead the process.',
    [
      'Prepare one commercial insight about your buyer’s industry, backed by evidence.',
      'Tailor it to the person: finance cares about cost, users about time.',
      'Take control politely: propose the next steps and dates.',
    ],
    ['discovery', 'value'],
  ),
  method(
    'method_gap_selling',
    ['gap selling', 'gap analysis'],
    'Gap Selling',
    'Gap Selling focuses on the gap between the buyer’s current state and the future state they want; the bigger and better understood the gap, the stronger the case to buy.',
    [
      'Describe the current state precisely, including its cost.',
      'Agree with the buyer on the future state they want.',
      'Sell the size of the gap, not the product.',
    ],
    ['discovery', 'gap'],
  ),
  method(
    'method_sandler',
    ['sandler', 'upfront contract', 'up front contract', 'pain funnel'],
    'Sandler',
    'Sandler is about equal business stature and up-front contracts: agree the agenda and possible outcomes at the start of every call, including “no”, and let the buyer qualify themselves.',
    [
      'Open calls with an up-front contract: time, purpose, and the outcomes both sides accept.',
      'Ask about pain before you present.',
      'Make “no” a comfortable answer; it saves time for both sides.',
    ],
    ['discovery', 'qualif'],
  ),
  {
    id: 'certifications',
    title: 'certifications',
    area: 'skills',
    cues: [
      ...cues(5, 'certification', 'certifications', 'certified', 'certs'),
      ...cues(4, 'certification', 'certifications', 'certificate', 'certified', 'cert'),
      ...cues(2, 'credential', 'hubspot academy', 'salesforce admin'),
    ],
    answer:
      'In sales, certifications help you learn and signal interest, but results and interviews decide hiring. The free ones tied to the tools your target companies use give the best return.',
    points: [
      'For SDR and AE roles, free HubSpot Academy sales certifications are a common start.',
      'For RevOps, a Salesforce Administrator certification carries real weight.',
      'Put them on LinkedIn, but lead with results.',
    ],
    why: 'Hiring managers value proof of learning, but they hire on results and how you sell in the interview.',
    askBack: 'Which role are you preparing for?',
    step: { stems: ['certif'], roles: ['sdr', 'ae', 'revops'] },
    practice:
      'Pick one free certification for your target role and book the first module this week.',
  },
  {
    id: 'learning_resources',
    title: 'resources to learn sales',
    area: 'skills',
    cues: [
      // Not 'book' alone: reps "book meetings" all day.
      ...cues(
        6,
        'books',
        'a book',
        'what book',
        'which book',
        'podcast*',
        'what should i read',
        'youtube',
      ),
      ...cues(4, 'course', 'courses', 'resources'),
      ...cues(2, 'learn', 'study', 'recommend'),
    ],
    answer:
      'Here are resources from your roadmap that fit, so what you read leads straight into practice.',
    points: [
      'Read one book at a time and try one idea from it on real calls that week.',
      'Podcasts help with talk tracks; listen to call breakdowns, not just interviews.',
    ],
    why: 'Learning sticks when you use it within days on real conversations.',
    askBack: 'Which skill do you most want to improve?',
    step: { stems: ['book', 'course', 'podcast'], roles: ['sdr', 'ae'] },
    practice: 'Pick one resource and apply one idea from it on your next five calls.',
  },
  {
    id: 'tools_crm',
    title: 'sales tools',
    area: 'skills',
    cues: [
      ...cues(4, 'hubspot or salesforce', 'salesforce or hubspot'),
      ...cues(4, 'should i learn', 'learn salesforce', 'learn hubspot', 'learn a crm'),
      ...cues(
        4,
        'which should i learn',
        'hubspot vs',
        'salesforce vs',
        'vs salesforce',
        'vs hubspot',
      ),
      // A tool named as background ("my manager listens to my Gong calls") is no question about
      // it: the name alone weighs little, and asking about it (learn, use, which) adds the rest.
      ...cues(
        2,
        'salesforce',
        'hubspot',
        // The tool, not "my LinkedIn outreach".
        'outreach io',
        'salesloft',
        'gong',
        'apollo',
        'zoominfo',
        'sales navigator',
      ),
      ...cues(4, 'crm'),
      ...cues(2, 'tool', 'tools', 'software', 'tech stack'),
      // Keeping track of who said what: what a CRM is for, in words that do not name one.
      ...cues(
        4,
        'losing track',
        'lose track',
        'keep track of people',
        'keep track of contacts',
        'keep track of prospects',
        'keep track of leads',
        'track of who',
      ),
    ],
    answer:
      'Most sales teams run on a CRM (Salesforce or HubSpot), a sequencing tool (Outreach, Salesloft, Apollo) and call recording (Gong); you learn them fastest by using free trials and academies.',
    points: [
      'HubSpot and Salesforce both have free learning paths (HubSpot Academy, Trailhead).',
      'Learn the workflow, not the buttons: log a call, create a task, move a deal stage.',
      'Mention the tools you know in your resume and interviews.',
    ],
    why: 'Tool fluency shortens your ramp, which hiring managers value.',
    askBack: 'Which tools does your target company use?',
    step: { stems: ['crm', 'salesforce', 'hubspot'], roles: ['sdr', 'revops'] },
    practice: 'Complete one free module on the CRM your target companies use.',
  },
  {
    id: 'glossary_term',
    title: 'sales vocabulary',
    area: 'skills',
    acts: ['what_is'],
    cues: [
      ...cues(4, 'pls explain', 'explain what', 'what is net new'),
      ...cues(
        3,
        'arr',
        'acv',
        'mrr',
        'sql',
        'mql',
        'sqo',
        'icp',
        'nrr',
        'tcv',
        'pipeline coverage',
        'churn rate',
        'saas',
        'inside sales',
        'outside sales',
        'difference between',
        'stand for',
        'what does',
        'meaning of',
      ),
      ...cues(1, 'mean'),
    ],
    answer: 'Here is what it means in sales.',
    points: [],
    why: 'Knowing the vocabulary lets you follow pipeline reviews and interviews.',
    askBack: 'Which other terms come up in your team’s meetings?',
    practice: 'Write down three terms from your next team meeting and check each.',
  },
]
