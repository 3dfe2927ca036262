import type { ChatMessage, CoachingMemory } from '@/domain/coaching'
import { updateMemory } from '@/domain/coaching'
import type { DiagnosticAnswers, DiagnosticResult } from '@/domain/diagnostic/diagnostic-types'
import type { CoachContext } from '../coach-engine'

/** Fixtures for coach tests and the benchmark: a known user aiming at AE, and a stranger. */

export const mayaAnswers: DiagnosticAnswers = {
  first_name: 'Maya',
  email: 'maya@example.com',
  current_role: 'sdr_bdr',
  biggest_career_goal: 'get_promoted',
  work_preferences: ['target_driven'],
  strengths: ['resilience', 'communication'],
  target_timeline: 'this_year',
  learning_style: 'role_play',
  confidence_level: 'nervous_motivated',
}

export const mayaDiagnostic: DiagnosticResult = {
  careerMatches: [
    {
      role: 'Account Executive',
      roleId: 'ae',
      matchScore: 88,
      matchReason: 'You already prospect and qualify.',
      timeToRole: '6-9 months',
      salaryRange: '$80K-$150K',
    },
  ],
  beckyWelcome: 'Welcome!',
  userEmail: 'maya@example.com',
  selectedRoadmap: {
    title: 'SDR to AE',
    targetRole: 'Account Executive',
    currentState: 'SDR',
    timelineAssessment: 'Realistic',
    skipReasons: [],
    phases: [
      {
        phase: 1,
        title: 'Foundations',
        duration: '6 weeks',
        description: '',
        steps: [],
        milestones: ['Shadow five discovery calls'],
      },
      {
        phase: 2,
        title: 'Practice the full cycle',
        duration: '8 weeks',
        description: '',
        steps: [],
        milestones: ['Run a demo'],
      },
      {
        phase: 3,
        title: 'Win the role',
        duration: '8 weeks',
        description: '',
        steps: [],
        milestones: ['Promotion case'],
      },
    ],
  },
}

export const mayaProgress = {
  roleId: 'ae',
  completedSteps: 2,
  totalSteps: 6,
  nextStepTitle: 'Deliver demos that tell a value story',
}

export const mayaMemory: CoachingMemory = updateMemory(null, {
  message: 'I want to become an AE this year',
  reply: 'ok',
  diagnostic: mayaDiagnostic,
  answers: mayaAnswers,
  roadmapProgress: mayaProgress,
  intent: 'sdr_to_ae',
  now: new Date('2025-03-04T10:00:00.000Z'),
})

export const mayaContext: CoachContext = {
  firstName: 'Maya',
  memory: mayaMemory,
  diagnostic: mayaDiagnostic,
  roadmapProgress: mayaProgress,
}

export const strangerContext: CoachContext = { memory: null, diagnostic: null }

let counter = 0

export function chatMessage(role: ChatMessage['role'], content: string): ChatMessage {
  counter += 1
  return { id: `m${counter}`, role, content, timestamp: '2025-03-04T10:00:00.000Z' }
}
