import { QueryClient } from '@tanstack/react-query'

/**
 * Spec section 7: never refetch on interval or focus, never stale, no retries. The /api answers
 * in the page, so requests never wait for a network: with React Query's default network mode a
 * phone that lost signal mid-session would silently pause every save until it came back.
 */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        refetchOnWindowFocus: false,
        refetchInterval: false,
        refetchOnReconnect: false,
        staleTime: Infinity,
        retry: false,
        networkMode: 'always',
      },
      mutations: { retry: false, networkMode: 'always' },
    },
  })
}
