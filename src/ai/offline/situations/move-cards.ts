import { cues } from '@/domain/coaching'
import type { SituationCard } from './situation-types'

/** Moves to another seat: out of sales, into CS, AM, RevOps, marketing, SE, management, enterprise. */
export const moveCards: readonly SituationCard[] = [
  {
    id: 'leaving_sales',
    title: 'leaving sales',
    area: 'career',
    goal: 'move out of sales',
    cues: [
      ...cues(3, 'what careers', 'other jobs for sales'),
      ...cues(
        4,
        'change from sales',
        'change careers',
        'out of sales',
        'leave sales',
        'no passion for it',
      ),
      ...cues(
        3,
        'transition to',
        'life after',
        'after sales',
        'transferable skills',
        'other careers',
      ),
      ...cues(
        4,
        'leave sales',
        'leaving sales',
        'get out of sales',
        'quit sales',
        'done with sales',
        'exit sales',
        'careers after sales',
        'out of sales',
      ),
      ...cues(3, 'not for me', 'hate sales', 'career change', 'what else can i do'),
    ],
    answer:
      'Sales experience transfers well: customer success, account management, RevOps, marketing and sales engineering all value people who understand buyers. Pick the one that keeps what you liked and drops what you did not.',
    points: [
      'Write down which parts you enjoyed (relationships, data, teaching, the product) and which drained you.',
      'Map them to roles: relationships to CSM or AM, data and systems to RevOps, messaging to marketing, the product to sales engineering.',
      'Move internally first if you can; your company already trusts you.',
      'Use your network for informational chats, and take a short course to upskill where the new role needs it.',
    ],
    why: 'The easiest pivot keeps your strengths and your network and changes only what burned you out.',
    askBack:
      'What part of sales do you want to leave behind: the quota, the calls, or something else?',
    facts: [
      { kind: 'salary', role: 'csm' },
      { kind: 'salary', role: 'revops' },
    ],
    practice: 'Have a 20-minute chat with someone in the role you are curious about.',
  },
  {
    id: 'move_to_csm',
    title: 'moving into customer success',
    area: 'career',
    goal: 'move into customer success',
    cues: [
      ...cues(4, 'customer success', 'csm', 'move to cs'),
      ...cues(2, 'retention', 'onboarding', 'renewals', 'churn'),
    ],
    answer:
      'Customer success suits people who prefer long relationships over one-off wins: you own adoption, retention and renewals. Your sales background helps with expansion conversations.',
    points: [
      'Learn the CS vocabulary: health scores, onboarding, QBRs, churn and net revenue retention.',
      'Show examples of helping customers succeed after the sale, not only of closing.',
      'Ask the CS team at your company for a shadow session, or for a way to help with onboarding.',
    ],
    why: 'CS hiring managers look for empathy plus commercial sense; sales people bring the second.',
    askBack: 'Is it the relationship side that draws you, or a steadier pace?',
    facts: [
      { kind: 'salary', role: 'csm' },
      { kind: 'split', role: 'csm' },
    ],
    step: { stems: ['onboard', 'health', 'renewal'], roles: ['csm'] },
    practice: 'Ask a CSM at your company for 20 minutes on what a good week looks like for them.',
  },
  {
    id: 'move_to_am',
    title: 'moving into account management',
    area: 'career',
    goal: 'move into account management',
    cues: [
      ...cues(4, 'account management', 'account manager', 'am role'),
      ...cues(2, 'upsell', 'expansion', 'existing customers', 'book of business'),
    ],
    answer:
      'Account management is selling to existing customers: renewals, upsell and expansion. It rewards relationships and account planning more than cold outreach.',
    points: [
      'Practise an account plan for one customer: who uses the product, what they pay, where they could grow.',
      'Learn renewal mechanics and how expansion is priced at your company.',
      'Highlight any time you grew an account or saved a customer.',
    ],
    why: 'AM hiring managers want proof you can grow revenue inside accounts, not just open them.',
    askBack: 'Are you aiming for an AM role at your current company?',
    facts: [{ kind: 'salary', role: 'am' }],
    step: { stems: ['account plan', 'renewal', 'expansion'], roles: ['am'] },
    practice: 'Write a one-page account plan for one customer you know well.',
  },
  {
    id: 'move_to_revops',
    title: 'moving into RevOps',
    area: 'career',
    goal: 'move into RevOps',
    cues: [
      ...cues(6, 'revops', 'rev ops', 'revenue operations', 'sales ops', 'sales operations'),
      ...cues(2, 'data', 'systems', 'crm admin', 'reporting', 'dashboards'),
    ],
    answer:
      'RevOps fits people who like data and systems more than calls: you build the CRM, reports, routing and planning the sales team runs on. Your field experience is an advantage because you know what reps need.',
    points: [
      'Learn your CRM deeply (Salesforce admin or HubSpot) and build one report your team actually uses.',
      'Pick up spreadsheet skills for forecasting and territory planning.',
      'Volunteer to fix one process at your company, like lead routing or a dashboard.',
    ],
    why: 'RevOps hires on proof you can make the system better; a shipped fix is the best proof.',
    askBack: 'Which do you enjoy more: the data, or the tools and automation?',
    facts: [{ kind: 'salary', role: 'revops' }],
    step: { stems: ['crm', 'report', 'salesforce'], roles: ['revops'] },
    practice: 'Build one CRM report or dashboard your manager would use, and show it to them.',
  },
  {
    id: 'move_to_marketing',
    title: 'moving into marketing',
    area: 'career',
    goal: 'move into marketing',
    cues: [
      ...cues(
        4,
        'growth marketing',
        'move into marketing',
        'demand gen',
        'demand generation',
        'product marketing',
      ),
      ...cues(3, 'marketing', 'marketer'),
      ...cues(2, 'campaign*', 'content', 'seo'),
    ],
    answer:
      'Marketing values what sales taught you: how buyers talk and which messages land. Growth and demand-gen roles are the closest bridge from an SDR seat.',
    points: [
      'Keep a log of the subject lines and messages that got replies; that is marketing evidence.',
      'Learn one channel well (email, LinkedIn or paid search) and run a small test.',
      'Offer to help marketing with messaging for a segment you know from calls.',
    ],
    why: 'Marketing teams want people who know the buyer; your call notes prove you do.',
    askBack: 'Is it content and messaging, or data and experiments, that interests you?',
    facts: [{ kind: 'salary', role: 'marketing' }],
    step: { stems: ['campaign', 'channel', 'experiment'], roles: ['marketing'] },
    practice:
      'Share your three best-performing outreach messages with the marketing team, and what they taught you.',
  },
  {
    id: 'move_to_sales_engineer',
    title: 'moving into sales engineering',
    area: 'career',
    goal: 'move into sales engineering',
    cues: [
      ...cues(
        6,
        'sales engineer*',
        'solutions engineer*',
        'solutions consult*',
        'presales',
        'pre sales',
        'se role',
      ),
      ...cues(2, 'technical', 'demo environment', 'poc'),
    ],
    answer:
      'Sales engineering suits people who like the product and the technical side of the sale: you run demos and proofs of concept alongside AEs. Technical depth is the gap to close.',
    points: [
      'Get deep on your product: run the demo yourself and learn the integrations and APIs.',
      'Learn the basics of the buyer’s stack (cloud, data, security) for your market.',
      'Ask an SE at your company to let you help prepare a demo or a proof of concept.',
    ],
    why: 'SE hiring managers want proof you can earn technical trust in front of a buyer.',
    askBack: 'How technical is your background so far?',
    step: { stems: ['demo'], roles: ['ae'] },
    practice: 'Ask a sales engineer if you can help prepare their next demo.',
  },
  {
    id: 'move_to_sales_management',
    title: 'becoming a sales manager',
    area: 'career',
    goal: 'become a sales manager',
    cues: [
      ...cues(2, 'management', 'his role', 'her role', 'direct reports'),
      ...cues(4, 'into management', 'management role', 'step into management', 'first management'),
      ...cues(
        4,
        'sales manager',
        'team lead',
        'become a manager',
        'first time manager',
        'manage a team',
        'managing people',
        'sdr manager',
        'leadership role',
      ),
      ...cues(2, 'lead a team', 'manage', 'coach reps'),
    ],
    answer:
      'Sales management is a different job, not a reward for top selling: you win through other people’s numbers. Show you can coach before you ask for the title.',
    points: [
      'Mentor a new hire or run a team call-review session; that is management evidence.',
      'Learn forecasting and pipeline reviews, the core of a manager’s week.',
      'Tell your leader you want the path, and ask what they would need to see.',
    ],
    why: 'Companies promote people into management who already make others better.',
    askBack: 'Are you already mentoring anyone on your team?',
    step: { stems: ['forecast', 'pipeline'], roles: ['ae'] },
    practice: 'Offer to onboard or mentor the next new rep on your team.',
  },
  {
    id: 'move_to_enterprise',
    title: 'moving up to enterprise',
    area: 'career',
    goal: 'move into enterprise sales',
    cues: [
      ...cues(
        4,
        'enterprise ae',
        'move to enterprise',
        'enterprise sales',
        'mid market to enterprise',
        'smb to enterprise',
        'move upmarket',
        'up market',
      ),
      ...cues(2, 'enterprise', 'bigger deals', 'larger deals'),
    ],
    answer:
      'Enterprise selling rewards patience and orchestration: longer cycles, many stakeholders, procurement and security reviews. Prove you can run multi-threaded deals before you make the move.',
    points: [
      'Multi-thread your current deals: a champion, an economic buyer and a user in each.',
      'Learn MEDDICC properly; enterprise teams use it to inspect deals.',
      'Build a record of larger or longer deals you closed, with the stakeholders you managed.',
    ],
    why: 'Enterprise managers hire reps who can control complex deals, and that shows in how you multi-thread.',
    askBack: 'What segment and deal size are you selling today?',
    step: { stems: ['multi', 'qualif', 'negotiat'], roles: ['ae'] },
    practice:
      'Map every stakeholder in your largest open deal and find one you have not spoken to.',
  },
]
