import type { UserProfile } from '@/contract'
import { DEFAULT_PROFILE_CREDITS } from '@/domain/catalogue'

/** Spec section 3: what variant A shows when the profile call returns nothing. */
export const profileDefaults = {
  credits: DEFAULT_PROFILE_CREDITS,
  learningStreak: 5,
  stepsCompleted: 3,
  onboardingCompleted: true,
  userIntent: 'grow_as_sdr',
} as const

export interface ShownProfile {
  name: string
  credits: number
  learningStreak: number
  stepsCompleted: number
  onboardingCompleted: boolean
  userIntent: string
}

export function shownProfile(profile: UserProfile | null | undefined, fallbackName: string) {
  if (profile) return profile satisfies ShownProfile
  return { name: fallbackName, ...profileDefaults } satisfies ShownProfile
}
