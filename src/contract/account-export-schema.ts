import { z } from 'zod'
import { moods } from '@/domain/coaching/coaching-types'
import { diagnosticAnswersSchema } from './onboarding'

/**
 * The zod schema of a SalesPath export file (format 'salespath-export', version 1). Known fields
 * are checked strictly; objects produced by the domain (results, insights, memory) are loose so an
 * extension field added later round-trips instead of being dropped.
 */

const text = (max: number) => z.string().max(max)
const timestamp = z.iso.datetime({ offset: true })
const texts = (maxItems: number, maxLength = 2000) => z.array(text(maxLength)).max(maxItems)
const count = z.number().int().min(0).max(1_000_000)

const profile = z.object({
  name: text(120),
  email: text(254),
  userIntent: text(60).nullable(),
  onboardingCompleted: z.boolean(),
  learningStreak: count,
  createdAt: timestamp,
  lastActiveAt: timestamp,
})

const answer = z.object({
  questionId: z.string().min(1).max(60),
  answer: z.union([text(2000), texts(20, 200)]),
  createdAt: timestamp,
})

const careerMatch = z.looseObject({
  role: text(200),
  matchScore: z.number().min(0).max(100),
  matchReason: text(4000),
  timeToRole: text(200),
  salaryRange: text(200),
  reasons: texts(50).optional(),
  roleId: text(40).optional(),
})

const planStep = z.looseObject({
  title: text(300),
  description: text(4000),
  priority: z.enum(['high', 'medium', 'low']),
  timeEstimate: text(200),
  successMetrics: texts(20),
  stepId: z.number().int().optional(),
  mastered: z.boolean().optional(),
})

const phase = z.looseObject({
  phase: z.number().int().min(1).max(20),
  title: text(300),
  duration: text(200),
  description: text(4000),
  steps: z.array(planStep).max(50),
  milestones: texts(20),
})

const diagnosticResult = z.looseObject({
  careerMatches: z.array(careerMatch).max(20),
  beckyWelcome: text(8000),
  userEmail: text(254),
  selectedRoadmap: z.looseObject({
    title: text(300),
    targetRole: text(200),
    currentState: text(4000),
    timelineAssessment: text(4000),
    skipReasons: texts(50),
    phases: z.array(phase).max(10),
    roleId: text(40).optional(),
    timelineFit: z.enum(['ambitious', 'realistic', 'comfortable', 'flexible']).optional(),
  }),
})

const diagnostic = z.object({
  answers: diagnosticAnswersSchema,
  result: diagnosticResult,
  enhanced: z.boolean(),
  createdAt: timestamp,
})

const insights = z.looseObject({
  currentRole: text(500),
  experience: z.number().min(0).max(80),
  skills: texts(500, 500),
  achievements: texts(200),
})

const resume = z.object({
  fileName: text(500),
  fileType: text(200),
  size: z
    .number()
    .int()
    .min(0)
    .max(50 * 1024 * 1024),
  insights,
  createdAt: timestamp,
})

const matchSet = z.object({
  kind: z.enum(['career', 'role']),
  userName: text(200),
  matches: z.array(z.record(z.string(), z.unknown())).max(50),
  generatedAt: timestamp,
})

const ledgerEntry = z.object({
  amount: z.number().int().min(-100_000).max(100_000),
  kind: z.enum(['grant', 'earn', 'purchase', 'unlock']),
  key: z.string().min(1).max(200),
  note: text(500),
  createdAt: timestamp,
})

const stepRef = { roleId: z.string().min(1).max(40), stepId: z.number().int().min(0).max(1000) }

const unlock = z.object({ ...stepRef, unlockedAt: timestamp })
const checklistTick = z.object({
  ...stepRef,
  itemIndex: z.number().int().min(0).max(1000),
  done: z.boolean(),
  updatedAt: timestamp,
})
const stepState = z.object({
  ...stepRef,
  status: z.enum(['in_progress', 'completed', 'skipped', 'skipped_by_resume']),
  updatedAt: timestamp,
})

const chatMessage = z.object({
  channel: z.enum(['widget', 'coaching']),
  role: z.enum(['user', 'assistant']),
  content: text(20_000),
  createdAt: timestamp,
})

const memory = z.object({
  memory: z.looseObject({
    careerJourney: z.looseObject({
      intent: text(200),
      currentRole: text(200),
      targetRole: text(200),
    }),
    skillsProfile: z.looseObject({
      strengths: texts(100, 300),
      gaps: texts(100, 300),
      experienceLevel: text(200),
    }),
    roadmapProgress: z.looseObject({
      currentPhase: count,
      completedSteps: count,
      totalSteps: count,
      nextMilestone: text(1000),
    }),
    coachingHistory: z.looseObject({ coachingStyle: text(200), keyInsights: texts(200) }),
    lastSession: z.looseObject({
      mood: z.enum(moods),
      date: text(40).optional(),
    }),
  }),
  updatedAt: timestamp,
})

const maxRows = 20_000

export const accountExportData = z.object({
  profile,
  answers: z.array(answer).max(200),
  diagnostics: z.array(diagnostic).max(1000),
  matchSets: z.array(matchSet).max(10),
  resumes: z.array(resume).max(1000),
  ledger: z.array(ledgerEntry).max(maxRows),
  unlocks: z.array(unlock).max(maxRows),
  checklistTicks: z.array(checklistTick).max(maxRows),
  stepStates: z.array(stepState).max(maxRows),
  chatMessages: z.array(chatMessage).max(maxRows),
  memory: memory.nullable(),
  settings: z.record(z.string().min(1).max(100), z.json()),
})

export const ACCOUNT_EXPORT_FORMAT = 'salespath-export'
export const ACCOUNT_EXPORT_VERSION = 1

export const accountExportFile = z.object({
  format: z.literal(ACCOUNT_EXPORT_FORMAT),
  version: z.literal(ACCOUNT_EXPORT_VERSION),
  exportedAt: timestamp,
  data: accountExportData,
})
export type AccountExportFile = z.infer<typeof accountExportFile>
export type AccountExportData = z.infer<typeof accountExportData>
