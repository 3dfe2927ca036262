import { useCallback, useEffect } from 'react'
import { useMatches, useOnboardingAnswers, useRegenerateMatches } from '@/api/matches'
import { useToast } from '@/components/toast'
import { useMatchOwnerId } from './owner-id'

export type MatchesStatus =
  'no-owner' | 'loading-answers' | 'no-answers' | 'analyzing' | 'failed' | 'ready'

/** Spec section 8's generation failure toast. */
export const generationFailedToast = {
  title: "Hmm, we couldn't generate matches",
  description: 'Want to retake the quiz? Let me try again to find your perfect career path',
  variant: 'destructive',
} as const

/**
 * Spec section 4, "Matches page load": answers (guest fallback), then stored matches, else a
 * generation; a failure toasts once and leaves the page on its failure state. `requireAnswers`
 * is the results page's extra 'No Onboarding Data Found' state.
 */
export function useMatchesFlow({
  requireAnswers,
  queryUserId,
}: {
  requireAnswers: boolean
  /** The userId of the page's URL, read by its route. */
  queryUserId: string | null
}) {
  const ownerId = useMatchOwnerId(queryUserId)
  const answers = useOnboardingAnswers(ownerId)
  const matches = useMatches(ownerId, answers.data, { requireAnswers })
  const regenerate = useRegenerateMatches(ownerId)
  const toast = useToast()

  const notifyFailure = useCallback(() => toast(generationFailedToast), [toast])
  const { isError, errorUpdatedAt } = matches
  useEffect(() => {
    if (isError) notifyFailure()
  }, [isError, errorUpdatedAt, notifyFailure])

  const data = matches.data
  // A failed refresh counts until newer matches arrive (e.g. answers saved in another tab).
  const refreshFailed = regenerate.isError && regenerate.submittedAt >= matches.dataUpdatedAt
  const status: MatchesStatus = (() => {
    if (ownerId === null) return 'no-owner'
    if (answers.isPending) return 'loading-answers'
    if (regenerate.isPending && data === undefined) return 'analyzing'
    if (refreshFailed || matches.isError) return 'failed'
    if (requireAnswers && (answers.data?.length ?? 0) === 0) return 'no-answers'
    if (matches.isPending) return 'analyzing'
    return data === undefined || data.matches.length === 0 ? 'failed' : 'ready'
  })()

  return {
    status,
    ownerId,
    responses: answers.data?.length ?? 0,
    data,
    refreshing: regenerate.isPending,
    /** 'Refresh Matches', 'Retry Matching', 'Try Again': always a fresh generation. */
    regenerate: () => regenerate.mutate(answers.data ?? [], { onError: notifyFailure }),
  }
}
