import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { getGuestSessionId } from './browser-store'
import { api } from './client'
import type { CareerMatchesResponse } from '@/contract'
import { fetchStoredAnswers, type StoredAnswerRow } from './diagnostic'

/** Roots 'answers' and 'matches' are invalidated by IndexedDB writes (src/app/query-invalidation.ts). */
export const matchesKeys = {
  all: ['matches'] as const,
  forOwner: (ownerId: string) => ['matches', ownerId] as const,
  answers: (ownerId: string) => ['answers', 'onboarding', ownerId] as const,
}

/** Spec section 4, step 1: the owner's answers, falling back to this browser's guest session's. */
export async function loadOnboardingAnswers(ownerId: string): Promise<StoredAnswerRow[]> {
  const own = await fetchStoredAnswers(ownerId)
  if (own.length > 0) return own
  const guest = getGuestSessionId()
  return guest && guest !== ownerId ? fetchStoredAnswers(guest) : []
}

/** GET /api/career-matches/{id}; null when none are stored or the read fails (then we generate). */
export async function fetchStoredMatches(ownerId: string): Promise<CareerMatchesResponse | null> {
  try {
    return await api('GET /api/career-matches/:userId', { params: { userId: ownerId } })
  } catch {
    return null
  }
}

export const generateMatches = (ownerId: string, userAnswers: readonly StoredAnswerRow[] | null) =>
  api('POST /api/career-matches/generate', {
    body: {
      userId: ownerId,
      userAnswers:
        userAnswers === null
          ? null
          : userAnswers.map(({ questionId, answer }) => ({ questionId, answer })),
    },
  })

/** Spec section 4, steps 3-4: the stored matches, else a fresh generation (which may throw). */
export async function loadMatches(ownerId: string, answers: readonly StoredAnswerRow[]) {
  const stored = await fetchStoredMatches(ownerId)
  if (stored !== null && stored.matches.length > 0) return stored
  return generateMatches(ownerId, answers.length > 0 ? answers : null)
}

export function useOnboardingAnswers(ownerId: string | null) {
  return useQuery({
    queryKey: matchesKeys.answers(ownerId ?? ''),
    queryFn: () => loadOnboardingAnswers(ownerId ?? ''),
    enabled: ownerId !== null,
  })
}

/**
 * Runs once the answers are loaded (spec section 4). The results page needs answers first
 * (`requireAnswers`); the career matches page goes on to stored matches or generation regardless.
 */
export function useMatches(
  ownerId: string | null,
  answers: readonly StoredAnswerRow[] | undefined,
  options: { requireAnswers?: boolean } = {},
) {
  const hasAnswers =
    answers !== undefined && (answers.length > 0 || options.requireAnswers !== true)
  return useQuery({
    queryKey: matchesKeys.forOwner(ownerId ?? ''),
    queryFn: () => loadMatches(ownerId ?? '', answers ?? []),
    enabled: ownerId !== null && hasAnswers,
  })
}

/** 'Refresh Matches' / 'Retry Matching': always a fresh generation. */
export function useRegenerateMatches(ownerId: string | null) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (answers: readonly StoredAnswerRow[]) =>
      generateMatches(ownerId ?? '', answers.length > 0 ? answers : null),
    onSuccess: (data) => {
      queryClient.setQueryData(matchesKeys.forOwner(ownerId ?? ''), data)
    },
  })
}
