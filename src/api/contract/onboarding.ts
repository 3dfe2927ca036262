import { z } from 'zod'

const answerValue = z.union([z.string().max(2000), z.array(z.string().max(200)).max(20)])

/** Wizard answers keyed by question id; the domain validates required questions. */
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

/** Either the bare answers (wizard) or {answers, resumeData} (results page), per spec section 7. */
export const diagnosticRequest = z.union([
  z.object({
    answers: diagnosticAnswersSchema,
    resumeData: z.object({ enhanced: z.boolean() }).nullable().optional(),
  }),
  diagnosticAnswersSchema,
])
export type DiagnosticRequest = z.infer<typeof diagnosticRequest>

export const parseResumeRequest = z.object({
  resumeText: z.string().min(1, 'resumeText is required').max(500_000),
})

export const resumeInsightsSchema = z.object({
  currentRole: z.string().max(200),
  experience: z.number().min(0).max(60),
  skills: z.array(z.string().max(100)).max(100),
  achievements: z.array(z.string().max(500)).max(50),
})

export const profileUpdateRequest = z.object({
  name: z.string().trim().min(1).max(120).optional(),
  userIntent: z
    .enum(['break_into_sdr', 'grow_as_sdr', 'sdr_switcher', 'non_sdr_tech_sales', 'just_exploring'])
    .optional(),
  onboardingCompleted: z.boolean().optional(),
})

export const RESUME_MAX_BYTES = 5 * 1024 * 1024
