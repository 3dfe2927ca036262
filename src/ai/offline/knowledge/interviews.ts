import { cues } from '@/domain/coaching'
import type { IntentKnowledge } from './knowledge-types'

/** Getting hired: preparing for interviews and practising with mock questions. */
export const interviewTopics: readonly IntentKnowledge[] = [
  {
    intent: 'mock_interview',
    cues: [
      ...cues(
        5,
        'mock interview',
        'practice interview',
        'interview me',
        'quiz me',
        'ask me interview',
      ),
      ...cues(
        5,
        'ask me a question',
        'role play',
        'roleplay',
        'practice question*',
        'run a mock',
        'mock',
      ),
      ...cues(5, 'practice with me', 'test me', 'drill me', 'another question', 'next question'),
      ...cues(2, 'practice', 'practise'),
    ],
    focusRole: 'target',
    opener: 'Let’s practise.',
    points: [],
    fallbackAction:
      'Type your answer to the question above as you would say it in the room, in three to five sentences.',
  },
  {
    intent: 'interview_prep',
    cues: [
      ...cues(4, 'interview*', 'hiring manager', 'recruiter screen', 'final round', 'panel'),
      ...cues(
        4,
        'case study',
        'prepare for',
        'prep for',
        'tell me about yourself',
        'why sales',
        'get hired',
      ),
      ...cues(4, 'job application*', 'resume', 'cv', 'linkedin profile', 'cover letter'),
      ...cues(3, 'hiring', 'recruiter*', 'application*', 'apply*', 'job search', 'job hunt*'),
    ],
    focusRole: 'target',
    opener:
      'Sales interviews test whether you can sell, so treat the interview itself as a sales process.',
    points: [
      '**Research like a prospect:** the company’s customers, product, competitors and recent news, and the interviewer’s background.',
      '**Prepare three stories** in Situation, Action, Result form, each with a number: a target you hit, a setback you recovered from, a person you persuaded.',
      '**Expect a role play** (a cold call, discovery or a "sell me this" exercise). Ask questions before you pitch.',
      '**Ask sharp questions** about ramp, quota attainment across the team, territory and how top performers spend their week.',
      '**Close the interview:** ask whether they have any concerns about your fit, answer them, and confirm the next step.',
    ],
    resourceRoles: ['sdr'],
    resourceCues: ['interview', 'resume', 'linkedin', 'application', 'job search'],
    fallbackAction:
      'Write your three Situation-Action-Result stories with one number each, then say "mock interview" and I will quiz you.',
  },
]
