import { z } from 'zod'
import type {
  CallOutcome,
  Difficulty,
  PersonalBest,
  PracticeAttempt,
  Scorecard,
  SkillTrend,
  TranscriptLine,
} from '@/domain/practice'
import { textFormats, type TextReview } from '@/domain/practice/review/review-types'
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

export interface ReviewTextResponse {
  review: TextReview
}

/** A scenario as the picker shows it: the card without the hidden facts. */
export interface PracticeScenarioSummary {
  id: string
  title: string
  setting: string
  difficulty: Difficulty
  turnLimit: number
  goal: string
  persona: { name: string; role: string; company: string; pains: string[]; objections: string[] }
  /** Names of the criteria the call is scored on. */
  criteria: string[]
}

export interface PracticeSessionView {
  sessionId: string
  scenarioId: string
  transcript: TranscriptLine[]
  outcome: CallOutcome
  turnsLeft: number
}

export interface PracticeFinishResponse {
  scorecard: Scorecard
  attempt: PracticeAttempt
  /** Credits added by this call (first pass of the scenario, signed-in users only). */
  creditsEarned: number
  /** False for visitors: their history lives only in this browser session until they sign up. */
  saved: boolean
}

export interface PracticeHistoryResponse {
  attempts: (PracticeAttempt & { scorecard: Scorecard })[]
  trends: SkillTrend[]
  bests: PersonalBest[]
  note: string | null
  saved: boolean
}
