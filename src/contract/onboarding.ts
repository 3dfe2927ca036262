import { z } from 'zod'
import type {
  parseResumeResponse,
  resumeUploadResponse,
  storedAnswerRow,
  storedDiagnostic,
  storedResume,
} from './responses/onboarding'
import type { DiagnosticAnswers } from '@/domain/diagnostic/diagnostic-types'

const answerValue = z.union([z.string().max(2000), z.array(z.string().max(200)).max(20)])

/** Wizard answers keyed by question id; the domain validates options and the email shape. */
export const diagnosticAnswersSchema = z
  .object({
    first_name: z.string().trim().min(1, 'first_name is required').max(80),
    email: z.string().trim().max(254),
    current_role: z.string().min(1, 'current_role is required').max(200),
    biggest_career_goal: z.string().min(1, 'biggest_career_goal is required').max(200),
    work_preferences: z.array(z.string().max(200)).min(1, 'work_preferences is required').max(20),
    strengths: z.array(z.string().max(200)).min(1, 'strengths is required').max(20),
    target_timeline: z.string().min(1, 'target_timeline is required').max(200),
    learning_style: z.string().min(1, 'learning_style is required').max(200),
    industry_preference: z.string().max(200).optional(),
    confidence_level: z.string().min(1, 'confidence_level is required').max(200),
  })
  .catchall(answerValue)

const isWrapped = (value: unknown): boolean =>
  typeof value === 'object' && value !== null && 'answers' in value

/**
 * Either the bare answers (wizard) or {answers, resumeData} (results page), per spec section 7.
 * Bare answers are wrapped first, so a bad field is named precisely ("answers.strengths: ...")
 * instead of zod's generic union error.
 */
export const diagnosticRequest = z.preprocess(
  (value) => (isWrapped(value) ? value : { answers: value, resumeData: null }),
  z.object({
    answers: diagnosticAnswersSchema,
    resumeData: z.object({ enhanced: z.boolean() }).nullable().optional(),
  }),
)
export type DiagnosticRequest = z.infer<typeof diagnosticRequest>

/** What the results page sends to re-run the diagnostic with the stored resume. */
export interface DiagnosticRunPayload {
  answers: DiagnosticAnswers
  resumeData: { enhanced: boolean } | null
}

/** GET /api/onboarding/diagnostic/latest */
export type StoredDiagnostic = z.infer<typeof storedDiagnostic>

export const parseResumeRequest = z.object({
  resumeText: z.string().min(1, 'resumeText is required').max(500_000),
})

export type ParseResumeResponse = z.infer<typeof parseResumeResponse>

export const resumeInsightsSchema = z.object({
  currentRole: z.string().trim().max(200),
  experience: z.number().min(0).max(60),
  /** Kept through a correction: it comes from the jobs' titles, not from the form. */
  salesExperience: z.number().min(0).max(60).optional(),
  skills: z.array(z.string().trim().min(1).max(100)).max(100),
  achievements: z.array(z.string().trim().min(1).max(500)).max(50),
})

/** POST /api/resume/upload */
export type ResumeUploadResponse = z.infer<typeof resumeUploadResponse>

/** GET /api/resume/insights and PUT /api/resume/insights */
export type StoredResume = z.infer<typeof storedResume>

export const profileUpdateRequest = z.object({
  name: z.string().trim().min(1).max(120).optional(),
  userIntent: z
    .enum(['break_into_sdr', 'grow_as_sdr', 'sdr_switcher', 'non_sdr_tech_sales', 'just_exploring'])
    .optional(),
  onboardingCompleted: z.boolean().optional(),
})

/** One stored wizard answer (GET /api/answers/user/{id} and /api/answers/session/{id}). */
export type StoredAnswerRow = z.infer<typeof storedAnswerRow>
