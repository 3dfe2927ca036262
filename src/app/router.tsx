import { createRouter } from '@tanstack/react-router'
import { createQueryClient } from '@/api/query-client'
import { routeTree } from '../routeTree.gen'
import { NotFoundPage } from './not-found-page'

export const queryClient = createQueryClient()

export const router = createRouter({
  routeTree,
  context: { queryClient },
  defaultNotFoundComponent: NotFoundPage,
  defaultPreload: 'intent',
  scrollRestoration: true,
})

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router
  }
}
