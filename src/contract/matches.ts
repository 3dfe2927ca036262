import { z } from 'zod'

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

/** First matches page (spec section 3, "Career match"). */
export interface CareerMatchCard {
  /** Extension: catalogue id, for /role/{roleId}. */
  roleId: string
  title: string
  summary: string
  salaryRange: string
  /** Up to 3, strongest for this user first. */
  traits: string[]
  growthRate: string
  remoteOk: boolean
  /** Client-added (spec section 5: 87/84/79, then 75-89); the server never sends it. */
  matchPercent?: number
}

/** Matches results page (spec section 3, "Role match"). */
export interface RoleMatchCard {
  id: string
  title: string
  company: string
  badge: string | null
  ai_picked: boolean
  alt_label: string | null
  match_percentage: number
  difficulty: 'easy' | 'moderate' | 'challenging'
  salary_range: string
  description: string
  why_match: string
  tags: string[]
}

export interface MatchesResponse<T> {
  matches: T[]
  userName: string
}

/** GET /api/career-matches/{userId} and POST /api/career-matches/generate. */
export interface CareerMatchesResponse extends MatchesResponse<CareerMatchCard> {
  roleMatches: RoleMatchCard[]
  /** ISO timestamp of the generation these cards come from. */
  generatedAt: string
}
