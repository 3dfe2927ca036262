import { createRootRouteWithContext, Outlet, useLocation } from '@tanstack/react-router'
import type { QueryClient } from '@tanstack/react-query'
import { currentUserQuery } from '@/api/auth'
import { PageSpinner } from '@/components/page-spinner'
import { SiteFooter } from '@/components/site-footer'
import { AppErrorPage } from '@/features/shell/app-error-page'
import { AppChrome } from '@/features/shell/app-chrome'

export interface RouterContext {
  queryClient: QueryClient
}

/** Routes that draw their own footer or none (spec section 2). */
const noSharedFooter = new Set(['/', '/dashboard', '/onboarding'])

function RootLayout() {
  const { pathname } = useLocation()
  return (
    <AppChrome>
      <Outlet />
      {noSharedFooter.has(pathname) ? null : <SiteFooter />}
    </AppChrome>
  )
}

export const Route = createRootRouteWithContext<RouterContext>()({
  // Auth status first: 'Loading...' shows until it is known (spec section 2).
  beforeLoad: ({ context }) => context.queryClient.query(currentUserQuery),
  pendingComponent: PageSpinner,
  pendingMs: 0,
  component: RootLayout,
  errorComponent: AppErrorPage,
})
