import { createRouter, lazyRouteComponent } from '@tanstack/react-router'
import { createQueryClient } from '@/api/query-client'
import { routeTree } from '../routeTree.gen'

export const queryClient = createQueryClient()

export const router = createRouter({
  routeTree,
  context: { queryClient },
  // Loaded when a page is not found: the landing's first load does not carry it (issue 33).
  defaultNotFoundComponent: lazyRouteComponent(() => import('./not-found-page'), 'NotFoundPage'),
  defaultPreload: 'intent',
  scrollRestoration: true,
})

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router
  }
}
