import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { api } from './client'
import type { CreditsOverview, EarnResponse, FeedbackRequest, PurchaseRequest } from '@/contract'

export type { CreditsOverview, EarnResponse } from '@/contract'

/** Every key starts with 'credits': ledger writes in any tab invalidate them (src/app/query-invalidation.ts). */
export const creditsKeys = {
  all: ['credits'] as const,
  overview: ['credits', 'overview'] as const,
}

export const fetchCredits = () => api('GET /api/credits')

export const creditsQuery = { queryKey: creditsKeys.overview, queryFn: fetchCredits }

export const earnCredits = (actionId: string) =>
  api('POST /api/credits/earn', { body: { actionId } })

/** POST /api/feedback: stores the survey answers and pays feedback_survey once. */
export const submitFeedback = (answers: FeedbackRequest) =>
  api('POST /api/feedback', { body: answers })

export const purchaseCredits = (request: PurchaseRequest) =>
  api('POST /api/credits/purchase', { body: request })

/** One id per purchase attempt, made before the request so a retry is never charged twice. */
export function newPurchaseClientId(): string {
  return typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `p-${String(Date.now())}-${Math.random().toString(36).slice(2)}`
}

/** The balance changed: refresh what shows it in this tab (other tabs follow via IndexedDB events). */
export function refreshBalance(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: creditsKeys.all })
  void queryClient.invalidateQueries({ queryKey: ['profile'] })
}

export function useCredits(options: { enabled?: boolean } = {}) {
  return useQuery({ ...creditsQuery, enabled: options.enabled ?? true })
}

export function useEarnCredits() {
  return useEarning(earnCredits)
}

export function useSubmitFeedback() {
  return useEarning(submitFeedback)
}

function useEarning<T>(mutationFn: (input: T) => Promise<EarnResponse>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn,
    onSuccess: (result) => {
      queryClient.setQueryData<CreditsOverview>(creditsKeys.overview, (old) =>
        old ? { ...old, ...omitCredited(result) } : old,
      )
      refreshBalance(queryClient)
    },
  })
}

function omitCredited({ credited: _credited, ...rest }: EarnResponse) {
  return rest
}

export function usePurchaseCredits() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: purchaseCredits,
    onSuccess: (result) => {
      queryClient.setQueryData<CreditsOverview>(creditsKeys.overview, (old) =>
        old ? { ...old, balance: result.balance } : old,
      )
      refreshBalance(queryClient)
    },
  })
}
