import type { z } from 'zod'
import type { userProfile } from './responses/account'

export type UserProfile = z.infer<typeof userProfile>

export interface ApiErrorBody {
  message: string
  code?: string
}
