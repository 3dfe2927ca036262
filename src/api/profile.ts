import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { UserIntent } from '@/domain/profile'
import { api, ApiError, apiOrNullOn401 } from './client'
import { storageKeys, writeStored } from './browser-store'
import type { UserProfile } from '@/contract'

export const profileKeys = {
  all: ['profile'] as const,
  user: (userId: string) => ['profile', userId] as const,
}

/** GET /api/users/profile: null when signed out or when the account has no profile. */
export async function fetchProfile(userId: string): Promise<UserProfile | null> {
  try {
    return await apiOrNullOn401('GET /api/users/profile', { query: { userId } })
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null
    throw error
  }
}

export function useProfile(userId: string | null | undefined) {
  return useQuery({
    queryKey: profileKeys.user(userId ?? ''),
    queryFn: () => fetchProfile(userId ?? ''),
    enabled: Boolean(userId),
  })
}

export interface ProfileChanges {
  name?: string
  userIntent?: UserIntent
  onboardingCompleted?: boolean
}

/** PATCH /api/users/profile (signed in only); answers the updated profile. */
export const updateProfile = (changes: ProfileChanges) =>
  api('PATCH /api/users/profile', { body: changes })

export function useUpdateProfile() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile) => {
      queryClient.setQueryData(profileKeys.user(profile.id), profile)
      void queryClient.invalidateQueries({ queryKey: ['dashboard'] })
    },
  })
}

/**
 * Remembers why the user came (spec section 3, userIntent): always on this device, and on the
 * account when signed in. The device copy is written first so a failed request loses nothing.
 */
export async function saveUserIntent(intent: UserIntent, signedIn: boolean) {
  writeStored(storageKeys.userIntent, intent)
  if (signedIn) return updateProfile({ userIntent: intent })
  return null
}

export function useSaveUserIntent() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ intent, signedIn }: { intent: UserIntent; signedIn: boolean }) =>
      saveUserIntent(intent, signedIn),
    onSuccess: (profile) => {
      if (profile) queryClient.setQueryData(profileKeys.user(profile.id), profile)
    },
  })
}
