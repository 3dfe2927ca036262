import { z } from 'zod'
import type { DiagnosticAnswers } from '@/domain/diagnostic'
import {
  careerMatchCard,
  diagnosticResultResponse,
  resumeInsightsResponse,
  roleMatchCard,
} from './plan'

/**
 * Responses of the diagnostic, the resume and the matches: the types in src/contract/onboarding.ts
 * and matches.ts are these schemas' (`z.infer`), so each shape is written once.
 */

const answers: z.ZodType<DiagnosticAnswers> = z.object({
  first_name: z.string(),
  email: z.string(),
  current_role: z.string(),
  biggest_career_goal: z.string(),
  work_preferences: z.array(z.string()),
  strengths: z.array(z.string()),
  target_timeline: z.string(),
  learning_style: z.string(),
  industry_preference: z.string().optional(),
  confidence_level: z.string(),
})

/** GET /api/onboarding/diagnostic/latest */
export const storedDiagnostic = z.object({
  result: diagnosticResultResponse,
  answers,
  /** True when the result was shaped by resume insights. */
  enhanced: z.boolean(),
  createdAt: z.string(),
})

export const parseResumeResponse = z.object({ insights: resumeInsightsResponse })

/** POST /api/resume/upload */
export const resumeUploadResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  insights: resumeInsightsResponse,
  fileName: z.string(),
  /** Milliseconds the on-device parser took (read + layout + insights), for the timing check. */
  parseMs: z.number().min(0),
  /** Non-fatal notes, e.g. a very long file was only partly read. */
  warnings: z.array(z.string()),
  /**
   * The text read from the file (first 6,000 characters), so an opted-in on-device model can
   * suggest what the parser missed. Returned once, never stored.
   */
  resumeText: z.string(),
})

/** GET /api/resume/insights and PUT /api/resume/insights */
export const storedResume = z.object({
  insights: resumeInsightsResponse,
  fileName: z.string(),
  createdAt: z.string(),
})

/** One stored wizard answer (GET /api/answers/user/{id} and /api/answers/session/{id}). */
export const storedAnswerRow = z.object({
  id: z.number().int(),
  questionId: z.string(),
  answer: z.union([z.string(), z.array(z.string())]),
  createdAt: z.string(),
})

/** GET /api/career-matches/{userId} and POST /api/career-matches/generate. */
export const careerMatchesResponse = z.object({
  matches: z.array(careerMatchCard),
  userName: z.string(),
  roleMatches: z.array(roleMatchCard),
  /** ISO timestamp of the generation these cards come from. */
  generatedAt: z.string(),
})
