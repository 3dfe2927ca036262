import { z } from 'zod'
import type { careerMatchesResponse } from './responses/onboarding'
import type { CareerMatchCard, RoleMatchCard } from '@/domain/diagnostic'

/** A stored answer row as GET /api/answers/* returns it. */
const answerRow = z.object({
  questionId: z.string().max(100),
  answer: z.union([z.string().max(2000), z.array(z.string().max(200)).max(20)]),
})

export const generateMatchesRequest = z.object({
  userId: z.string().min(1).max(100),
  /**
   * The answers the page loaded (spec section 7). The server scores the caller's stored answers;
   * this list is accepted for the contract and used only when nothing is stored.
   */
  userAnswers: z.array(answerRow.loose()).max(200).nullable().optional(),
})
export type GenerateMatchesRequest = z.infer<typeof generateMatchesRequest>

/** The cards are built in the domain (src/domain/diagnostic/match-cards.ts). */
export type { CareerMatchCard, RoleMatchCard }

export interface MatchesResponse<T> {
  matches: T[]
  userName: string
}

/** GET /api/career-matches/{userId} and POST /api/career-matches/generate. */
export type CareerMatchesResponse = z.infer<typeof careerMatchesResponse>
