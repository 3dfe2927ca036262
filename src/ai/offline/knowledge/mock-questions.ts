import type { RoleId } from '@/domain/catalogue'

/** Real questions hiring managers ask, by target role; 'general' serves every role. */
export const mockQuestions: Readonly<Record<RoleId | 'general', readonly string[]>> = {
  general: [
    'Tell me about yourself and why you want to work in tech sales.',
    'Tell me about a time you faced repeated rejection. What did you do next?',
    'Describe a goal you set for yourself, how you tracked it, and whether you hit it.',
    'What do you know about our customers, and what problem do we solve for them?',
  ],
  sdr: [
    'You have 30 seconds on a cold call with a VP who did not expect you. Give me your opener.',
    'How would you research an account before reaching out, and what would you look for?',
    'A prospect says "just send me an email". What do you say?',
    'How would you organise your day to hit your meeting target?',
  ],
  ae: [
    'Walk me through a deal you influenced from first contact to close. What was your role?',
    'How do you run a discovery call? Show me your first three questions.',
    'Your biggest deal of the quarter goes quiet two weeks before close. What do you do?',
    'How would you build pipeline in a new territory with no inbound leads?',
  ],
  csm: [
    'A customer’s usage has dropped sharply three months before renewal. What are your first steps?',
    'How would you run a business review with an executive sponsor?',
    'Tell me about a time you turned an unhappy customer around.',
    'How do you decide which of your accounts need attention this week?',
  ],
  am: [
    'How do you find expansion opportunities in an account that seems happy as it is?',
    'Walk me through how you would build an account plan for a key customer.',
    'A customer asks for a discount at renewal. How do you handle it?',
    'How do you build relationships beyond your main contact in an account?',
  ],
  revops: [
    'Sales leaders do not trust the forecast. How would you find out why and fix it?',
    'Walk me through how you would design lead routing for a growing sales team.',
    'Tell me about a report or dashboard you built and what decision it changed.',
    'Reps say the CRM slows them down. What do you do?',
  ],
  marketing: [
    'Tell me about a campaign you would run to generate pipeline for a new product.',
    'How would you decide whether an A/B test result is worth acting on?',
    'Sales says marketing leads are poor quality. How would you respond?',
    'Which metrics would you report to show a campaign worked?',
  ],
}

/** Marks Becky's mock questions in the transcript so a follow-up is read as an answer. */
export const mockQuestionMarker = '**Mock question'
