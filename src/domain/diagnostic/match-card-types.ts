/** The two matches pages' cards, built from a diagnostic by `match-cards.ts`. */

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
  /** The diagnostic's match score for this role: the same number results, /match and the journey show. */
  matchPercent: number
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
