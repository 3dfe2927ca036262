import { createFileRoute, notFound, Outlet } from '@tanstack/react-router'
import { currentUserQuery } from '@/api/auth'

/**
 * Authenticated-only routes are not registered for anonymous visitors (spec section 2): they get
 * the same '404 Page Not Found' as an unknown path.
 */
export const Route = createFileRoute('/_authed')({
  beforeLoad: async ({ context }) => {
    const user = await context.queryClient.query(currentUserQuery)
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- notFound() is thrown by design in TanStack Router
    if (!user) throw notFound()
    return { user }
  },
  component: Outlet,
})
