import { cues } from '@/domain/coaching'
import type { SituationCard } from './situation-types'

/** Where to prospect, gatekeepers, time and AI: the planning side of prospecting. */
export const prospectingCards: readonly SituationCard[] = [
  {
    id: 'prospecting_strategy',
    title: 'prospecting strategy',
    area: 'skills',
    cues: [
      ...cues(
        4,
        'find the decision maker',
        'the right person to talk to',
        'who makes the decision',
      ),
      ...cues(2, 'research*'),
      // Referrals and reaching senior buyers are prospecting too.
      ...cues(4, 'referral', 'referrals', 'get a meeting with', 'meeting with a ceo', 'c level'),
      ...cues(3, 'happy customer', 'existing customers', 'current customers'),
      ...cues(
        4,
        'pre call research',
        'researching an account',
        'research an account',
        'account research',
      ),
      ...cues(
        4,
        'prospecting',
        'prospect list',
        'build a list',
        'account research',
        'multi channel',
        'social selling',
        'find leads',
        'target accounts',
      ),
      ...cues(2, 'prospect*', 'leads', 'outbound', 'icp', 'ideal customer'),
    ],
    answer:
      'Good prospecting starts with a tight list: accounts that fit your ideal customer and have a reason to buy now, then a mix of calls, emails and LinkedIn touches.',
    points: [
      'Define your ideal customer in one line (industry, size, trigger) and cut accounts that do not fit.',
      'Time-box research to a few minutes per account: one relevant fact is enough to personalise.',
      'Look for triggers: new leaders, funding, hiring, launches.',
      'Run a multi-channel sequence: call, email, LinkedIn, across two to three weeks.',
      'Ask current customers for referrals and introductions; a warm introduction gets a meeting far more often than a cold call.',
      'To find the decision maker, start with titles on LinkedIn, then ask whoever you reach: "Who else would be part of a decision like this?" Calling one level higher than you think is rarely a mistake.',
    ],
    why: 'A relevant list lifts every downstream rate; more activity on a bad list does not.',
    askBack: 'Who is your ideal customer today?',
    step: { stems: ['prospect', 'persona', 'research'], roles: ['sdr'] },
    practice: 'Build a list of 20 accounts with a clear trigger each.',
  },
  {
    id: 'gatekeeper',
    title: 'gatekeepers',
    area: 'skills',
    cues: [
      ...cues(4, 'gatekeeper*', 'receptionist', 'front desk', 'assistant screens', 'get past'),
    ],
    answer:
      'Treat gatekeepers as allies, not obstacles: be polite, direct and specific about why you are calling, and ask for their help.',
    points: [
      'When asked “what is this regarding?”, name the outcome or problem you help with, briefly and confidently, not the product.',
      'Ask for help: "Who would be the right person for this?"',
      'Try other routes too: direct lines, email, LinkedIn, or calling early or late.',
    ],
    why: 'Gatekeepers block vague calls and help clear ones.',
    askBack: 'What do they usually say when they block you?',
    step: { stems: ['cold call'], roles: ['sdr'] },
    practice: 'Write a two-sentence gatekeeper line and use it on your next five calls.',
  },
  {
    id: 'time_management',
    title: 'time management',
    area: 'skills',
    cues: [
      ...cues(
        4,
        'enough time',
        'admin work',
        'plan my week',
        'time block',
        'time blocking',
        'eat my day',
        'eats my day',
        'no time to prospect',
        'prioritize my day',
        'organise my day',
        'organize my day',
      ),
      ...cues(
        4,
        'time management',
        'organise my day',
        'organize my day',
        'prioriti*',
        'too many tasks',
        'no time',
      ),
      ...cues(2, 'schedule', 'calendar', 'busy'),
    ],
    answer:
      'Plan your day around the activities that produce revenue: protect blocks for calls and deals first, and fit admin around them.',
    points: [
      'Block prime hours for prospecting or deals, and treat them like meetings.',
      'Batch admin and CRM updates into one or two slots.',
      'Each afternoon, decide the top three tasks for tomorrow.',
    ],
    why: 'Without protected blocks, reactive work fills the day.',
    askBack: 'What eats most of your day right now?',
    practice: 'Block two prospecting hours in your calendar for every day next week.',
  },
  {
    id: 'ai_in_sales',
    title: 'AI in sales',
    area: 'skills',
    cues: [
      ...cues(5, 'chatgpt for', 'use ai for', 'ai for prospecting', 'ai to write'),
      ...cues(
        4,
        'ai replace',
        'replace sdrs',
        'chatgpt',
        'ai tools',
        'artificial intelligence',
        'will ai',
        'because of ai',
        'due to ai',
        'replaced by ai',
        'sales dying',
        'sales is dying',
      ),
      ...cues(2, 'ai', 'automation', 'gpt'),
    ],
    answer:
      'AI is taking over the repetitive parts of sales (research, first drafts, notes), not the human ones: conversations, trust and judgement. Reps who use it well get more time for those.',
    points: [
      'Use AI for account research and first drafts, then personalise by hand.',
      'Build the skills AI cannot do for you: discovery, live objection handling, relationships.',
      'Learn the AI features of your team’s tools; it is a plus in interviews.',
    ],
    why: 'Buyers still buy from people they trust; AI frees time to earn that trust.',
    askBack: 'Are you worried about your role, or looking for tools to use?',
    practice: 'Use an AI tool to research three accounts, then check and personalise each note.',
  },
]
