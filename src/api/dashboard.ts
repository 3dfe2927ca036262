import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { buildPlaceholderDashboard } from '@/domain/insights'
import { api, ApiError } from './client'
import { AUTH_COOKIE } from '@/contract/constants'
import type { DashboardData } from '@/contract'
import { newPurchaseClientId, purchaseCredits, refreshBalance } from './credits'
import { fetchLatestDiagnostic } from './diagnostic'

/** Root 'dashboard': ledger, progress and diagnostic writes invalidate it (src/app/query-invalidation.ts). */
export const dashboardKeys = {
  data: ['dashboard', 'data'] as const,
  insight: ['dashboard', 'insight-today'] as const,
}

/** Spec section 6: the dashboard call sends the auth_token cookie as a bearer credential too. */
function bearerHeader(): Record<string, string> {
  if (typeof document === 'undefined') return {}
  const token = document.cookie
    .split(';')
    .map((part) => part.trim().split('='))
    .find(([key]) => key === AUTH_COOKIE)?.[1]
  return token ? { Authorization: `Bearer ${decodeURIComponent(token)}` } : {}
}

/** GET /api/user/dashboard; null when there is no diagnostic yet. */
export async function fetchDashboard(): Promise<DashboardData | null> {
  try {
    return await api('GET /api/user/dashboard', { headers: bearerHeader() })
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null
    throw error
  }
}

/**
 * The server's dashboard (real progress); if it gives nothing, one built from the stored diagnostic
 * with the spec's placeholder progress (section 7); null when the user has no diagnostic at all.
 */
export async function loadDashboard(now = new Date()): Promise<DashboardData | null> {
  let failure: Error | null = null
  try {
    const data = await fetchDashboard()
    if (data !== null) return data
  } catch (error) {
    failure = error instanceof Error ? error : new Error(String(error))
  }
  const stored = await fetchLatestDiagnostic().catch(() => null)
  if (stored !== null) return buildPlaceholderDashboard(stored, now, -now.getTimezoneOffset())
  if (failure !== null) throw failure
  return null
}

export function useDashboardData() {
  return useQuery({ queryKey: dashboardKeys.data, queryFn: () => loadDashboard() })
}

export const fetchTodayInsight = () => api('GET /api/insights/today')

export function useTodayInsight() {
  return useQuery({ queryKey: dashboardKeys.insight, queryFn: fetchTodayInsight })
}

/** Variant A's pack purchase (POST /api/credits/purchase from the dashboard catalogue). */
export function useDashboardPurchase() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ packId, userId }: { packId: string; userId: string }) =>
      purchaseCredits({ packId, userId, clientId: newPurchaseClientId(), catalogue: 'dashboard' }),
    onSuccess: () => {
      refreshBalance(queryClient)
      void queryClient.invalidateQueries({ queryKey: ['dashboard'] })
    },
  })
}
