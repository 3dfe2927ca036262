import { useInfiniteQuery } from '@tanstack/react-query'
import { api } from '@/api/client'
import { creditsKeys } from '@/api/credits'
import { CREDIT_HISTORY_PAGE_SIZE } from './credit-history-view'

/**
 * The credit history a page at a time (GET /api/credits `cursor`, `limit`). Under the 'credits'
 * key, so a ledger write in any tab refreshes the pages shown (src/app/query-invalidation.ts).
 */
export function useCreditHistory() {
  return useInfiniteQuery({
    queryKey: [...creditsKeys.all, 'history'],
    queryFn: ({ pageParam }) =>
      api('GET /api/credits', {
        query: { limit: CREDIT_HISTORY_PAGE_SIZE, ...(pageParam ? { cursor: pageParam } : {}) },
      }),
    initialPageParam: 0,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  })
}
