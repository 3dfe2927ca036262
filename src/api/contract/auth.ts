import { z } from 'zod'

import { PASSWORD_MIN_LENGTH } from './constants'

export {
  AUTH_COOKIE,
  GUEST_SESSION_HEADER,
  guestSessionIdPattern,
  PASSWORD_MIN_LENGTH,
} from './constants'

export const signUpRequest = z.object({
  name: z.string().trim().max(120).optional(),
  email: z
    .string()
    .trim()
    .min(3, 'Email is required')
    .max(254)
    .includes('@', { message: 'Enter a valid email' }),
  password: z
    .string()
    .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters long`)
    .max(1024),
})
export type SignUpRequest = z.infer<typeof signUpRequest>

export const signInRequest = z.object({
  email: z.string().trim().min(1, 'Email is required').max(254),
  password: z.string().min(1, 'Password is required').max(1024),
})
export type SignInRequest = z.infer<typeof signInRequest>

export interface PublicUser {
  id: string
  email: string
  name: string
}

export interface AuthResponse {
  token: string
  user: PublicUser
  message: string
}
