import { looksLikeEmail } from '@/domain/diagnostic/text-checks'
import { REVIEW_MAX_CHARS } from '@/domain/practice/review/review-types'

/**
 * Plain constants of the contract, kept apart from the zod schemas so the page can read them
 * without loading zod on first paint.
 */
export const PASSWORD_MIN_LENGTH = 6
export const AUTH_COOKIE = 'auth_token'
/** Header the client sends with every call so a guest's answers and results have an owner. */
export const GUEST_SESSION_HEADER = 'x-guest-session'
export const guestSessionIdPattern = /^guest-\d{10,16}-\d{1,3}$/

/** Length limits of the account fields; inputs carry them as maxLength, the schemas enforce them. */
export const NAME_MAX_LENGTH = 120
export const EMAIL_MAX_LENGTH = 254
export const PASSWORD_MAX_LENGTH = 1024

/**
 * The one email check of both sides (the sign-up form and POST /api/auth/signup), with the same
 * shape rule as the wizard's email (spec section 5: no stricter than `<input type="email">`).
 */
export function emailProblem(raw: string): string | null {
  const email = raw.trim()
  if (email === '') return 'Email is required'
  if (email.length > EMAIL_MAX_LENGTH) {
    return `Email must be at most ${String(EMAIL_MAX_LENGTH)} characters`
  }
  return looksLikeEmail(email) ? null : 'Enter a valid email, like name@example.com'
}

/**
 * The practice room's "Review my text" limit and its messages, the same on the screen and at
 * POST /api/practice/review.
 */
export const REVIEW_TEXT_MAX = REVIEW_MAX_CHARS

export function reviewTextProblem(raw: string): string | null {
  const text = raw.trim()
  if (text === '') {
    return 'Paste the text you want reviewed: a pitch, cold email, LinkedIn message, voicemail script or resume bullets.'
  }
  if (text.length > REVIEW_TEXT_MAX) {
    return 'Keep it to 5,000 characters or fewer: paste one email, note or pitch at a time.'
  }
  return null
}

/** Where an exchange happened: the landing widget or a coaching session (agent demo). */
export const chatChannels = ['widget', 'coaching'] as const
