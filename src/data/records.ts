import type { CoachingMemory } from '@/domain/coaching/coaching-types'
import type {
  DiagnosticAnswers,
  DiagnosticResult,
  ResumeInsights,
} from '@/domain/diagnostic/diagnostic-types'

/**
 * Rows as stored in IndexedDB. Data owned by a person is keyed by an owner key:
 * `u:{userId}` for accounts, `g:{guestSessionId}` for guests, so claiming guest data at sign-up is one
 * re-key per table rather than a copy.
 */
export type OwnerKey = `u:${string}` | `g:${string}`

export interface UserRow {
  id: string
  /** Lower-cased; compared case-insensitively. */
  email: string
  name: string
  passwordHash: string
  passwordSalt: string
  passwordIterations: number
  userIntent: string | null
  onboardingCompleted: boolean
  createdAt: string
  lastActiveAt: string
  /** Consecutive days with activity, updated on sign-in and answers. */
  learningStreak: number
}

export interface SessionRow {
  /** SHA-256 of the token: a stolen database copy cannot be replayed as a cookie. */
  tokenHash: string
  userId: string
  createdAt: string
  expiresAt: string
}

export interface AnswerRow {
  id?: number
  ownerKey: OwnerKey
  questionId: string
  answer: string | string[]
  createdAt: string
}

export interface DiagnosticRow {
  id?: number
  ownerKey: OwnerKey
  answers: DiagnosticAnswers
  result: DiagnosticResult
  enhanced: boolean
  createdAt: string
}

export interface MatchSetRow {
  ownerKey: OwnerKey
  /** 'career' = the first matches page; 'role' = the matches results page. */
  kind: 'career' | 'role'
  userName: string
  matches: unknown[]
  generatedAt: string
}

export interface LedgerRow {
  id?: number
  userId: string
  amount: number
  kind: 'grant' | 'earn' | 'purchase' | 'unlock'
  /** Idempotency key, unique per user: a retried purchase or a second unlock cannot write twice. */
  key: string
  note: string
  createdAt: string
}

export interface UnlockRow {
  userId: string
  roleId: string
  stepId: number
  unlockedAt: string
}

export interface ChecklistTickRow {
  userId: string
  roleId: string
  stepId: number
  itemIndex: number
  done: boolean
  updatedAt: string
}

export interface StepStateRow {
  userId: string
  roleId: string
  stepId: number
  /** 'skipped_by_resume': the resume proved it done (written when the account claims guest data). */
  status: 'in_progress' | 'completed' | 'skipped' | 'skipped_by_resume'
  updatedAt: string
}

export interface ChatMessageRow {
  id?: number
  ownerKey: OwnerKey
  channel: 'widget' | 'coaching'
  role: 'user' | 'assistant'
  content: string
  createdAt: string
}

export interface MemoryRow {
  ownerKey: OwnerKey
  memory: CoachingMemory
  updatedAt: string
}

export interface ResumeRow {
  id?: number
  ownerKey: OwnerKey
  fileName: string
  fileType: string
  size: number
  insights: ResumeInsights
  createdAt: string
}

export interface SettingRow {
  key: string
  value: unknown
}
