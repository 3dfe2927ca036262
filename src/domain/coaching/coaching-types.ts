/** Coaching memory (spec section 3). */

/** Every mood a session can end in, listed once: the type and the contract's schemas read it. */
export const moods = [
  'motivated',
  'excited',
  'stuck',
  'anxious',
  'frustrated',
  'curious',
  'neutral',
] as const

export type Mood = (typeof moods)[number]

export interface CoachingMemory {
  careerJourney: { intent: string; currentRole: string; targetRole: string }
  skillsProfile: { strengths: string[]; gaps: string[]; experienceLevel: string }
  roadmapProgress: {
    currentPhase: number
    completedSteps: number
    totalSteps: number
    nextMilestone: string
  }
  coachingHistory: { coachingStyle: string; keyInsights: string[] }
  lastSession: { mood: Mood; date?: string }
}

export interface ChatMessage {
  id: string
  role: 'user' | 'assistant'
  content: string
  timestamp: string
}

/** Progress on the roadmap the user is following (counted from the roadmap screen's steps). */
export interface RoadmapProgressInput {
  roleId: string
  completedSteps: number
  totalSteps: number
  nextStepTitle?: string
}
