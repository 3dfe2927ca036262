import { z } from 'zod'
import type {
  practiceFinishResponse,
  practiceHistoryResponse,
  practiceScenarioSummary,
  practiceSessionView,
  reviewTextResponse,
} from './responses/practice'
import { textFormats } from '@/domain/practice/review/review-types'
import { reviewTextProblem } from './constants'

/** POST /api/practice/sessions */
export const startPracticeRequest = z.object({ scenarioId: z.string().trim().min(1).max(60) })
export type StartPracticeRequest = z.infer<typeof startPracticeRequest>

/** POST /api/practice/sessions/:sessionId/turns. User text is stored and shown as text only. */
export const practiceTurnRequest = z.object({
  text: z
    .string()
    .trim()
    .min(1, 'text is required')
    .max(1500, 'text: keep a turn under 1500 characters'),
})
export type PracticeTurnRequest = z.infer<typeof practiceTurnRequest>

/** POST /api/practice/review: a pasted text and, when the person chose one, its format. */
export const reviewTextRequest = z.object({
  text: z.string().superRefine((text, ctx) => {
    const problem = reviewTextProblem(text)
    if (problem) ctx.addIssue({ code: 'custom', message: problem })
  }),
  format: z.enum(textFormats).optional(),
})
export type ReviewTextRequest = z.infer<typeof reviewTextRequest>

export type ReviewTextResponse = z.infer<typeof reviewTextResponse>
/** A scenario as the picker shows it: the card without the hidden facts. */
export type PracticeScenarioSummary = z.infer<typeof practiceScenarioSummary>
export type PracticeSessionView = z.infer<typeof practiceSessionView>
export type PracticeFinishResponse = z.infer<typeof practiceFinishResponse>
export type PracticeHistoryResponse = z.infer<typeof practiceHistoryResponse>
