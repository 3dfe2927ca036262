import { z } from 'zod'
import type { authResponse, publicUser } from './responses/account'

import {
  EMAIL_MAX_LENGTH,
  emailProblem,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from './constants'

export {
  AUTH_COOKIE,
  EMAIL_MAX_LENGTH,
  emailProblem,
  GUEST_SESSION_HEADER,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  guestSessionIdPattern,
  PASSWORD_MIN_LENGTH,
} from './constants'

export const signUpRequest = z.object({
  name: z
    .string()
    .trim()
    .max(NAME_MAX_LENGTH, `Name must be at most ${String(NAME_MAX_LENGTH)} characters`)
    .optional(),
  email: z
    .string()
    .trim()
    .superRefine((email, ctx) => {
      const problem = emailProblem(email)
      if (problem) ctx.addIssue({ code: 'custom', message: problem })
    }),
  password: z
    .string()
    .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters long`)
    .max(PASSWORD_MAX_LENGTH, `Password must be at most ${String(PASSWORD_MAX_LENGTH)} characters`),
})
export type SignUpRequest = z.infer<typeof signUpRequest>

export const signInRequest = z.object({
  email: z
    .string()
    .trim()
    .min(1, 'Email is required')
    .max(EMAIL_MAX_LENGTH, `Email must be at most ${String(EMAIL_MAX_LENGTH)} characters`),
  password: z
    .string()
    .min(1, 'Password is required')
    .max(PASSWORD_MAX_LENGTH, `Password must be at most ${String(PASSWORD_MAX_LENGTH)} characters`),
})
export type SignInRequest = z.infer<typeof signInRequest>

export type PublicUser = z.infer<typeof publicUser>

export type AuthResponse = z.infer<typeof authResponse>
