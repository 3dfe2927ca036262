import { z } from 'zod'

export const generateMatchesRequest = z.object({
  userId: z.string().min(1).max(100),
  userAnswers: z.array(z.unknown()).max(200).nullable().optional(),
})

/** First matches page (spec section 3, "Career match"). */
export interface CareerMatchCard {
  roleId: string
  title: string
  summary: string
  salaryRange: string
  traits: string[]
  growthRate: string
  remoteOk: boolean
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
  difficulty: string
  salary_range: string
  description: string
  why_match: string
  tags: string[]
}

export interface MatchesResponse<T> {
  matches: T[]
  userName: string
}
