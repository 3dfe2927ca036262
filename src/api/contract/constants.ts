/**
 * Plain constants of the contract, kept apart from the zod schemas so the page can read them
 * without loading zod on first paint.
 */
export const PASSWORD_MIN_LENGTH = 6
export const AUTH_COOKIE = 'auth_token'
/** Header the client sends with every call so a guest's answers and results have an owner. */
export const GUEST_SESSION_HEADER = 'x-guest-session'
export const guestSessionIdPattern = /^guest-\d{10,16}-\d{1,3}$/
