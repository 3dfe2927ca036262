import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { SyncStatusResponse, SyncTurnOnRequest } from '@/contract'
import { api } from './client'

export type { SetAsideChange, SyncStatusResponse } from '@/contract'

/** Outbox writes (src/app/query-invalidation.ts) refresh it, so the waiting count stays true. */
export const syncKeys = { status: ['sync', 'status'] as const }

export function useSyncStatus(options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: syncKeys.status,
    queryFn: () => api('GET /api/sync'),
    enabled: options.enabled ?? true,
  })
}

/** One mutation per action; each answers with the new status, which replaces the cached one. */
function useSyncAction<TVariables>(run: (variables: TVariables) => Promise<SyncStatusResponse>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: run,
    onSuccess: (status) => {
      queryClient.setQueryData(syncKeys.status, status)
    },
  })
}

export const useTurnOnSync = () =>
  useSyncAction((request: SyncTurnOnRequest) => api('POST /api/sync', { body: request }))
export const useSyncNow = () => useSyncAction(() => api('POST /api/sync/now'))
export const useTurnOffSync = () => useSyncAction(() => api('DELETE /api/sync'))
/** A set-aside change (its id, or `all`) goes back to the queue and a sync runs. */
export const useRetrySetAside = () =>
  useSyncAction((changeId: string) =>
    api('POST /api/sync/set-aside/:changeId/retry', { params: { changeId } }),
  )
/** A set-aside change (its id, or `all`) is dropped: it stays on this device only. */
export const useDiscardSetAside = () =>
  useSyncAction((changeId: string) =>
    api('DELETE /api/sync/set-aside/:changeId', { params: { changeId } }),
  )

/**
 * Runs one sync in the background; used by the app shell, never awaited by a screen. After
 * failed runs it waits out the back-off (`nextRetryAt`); `now` (the network came back) does not.
 */
export const syncInBackground = (now = false) =>
  api('POST /api/sync/now', now ? {} : { query: { background: 1 } })
