import { lazy, Suspense } from 'react'
import { QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import { useCurrentUser } from '@/api/auth'
import { CoachModelContext } from '@/api/coach-model'
import { ToastProvider } from '@/components/toast'
import { coachRuntime } from './coach-runtime'
import { queryClient, type router as appRouter } from './router'

// Only a signed-in person can sync: a visitor's landing does not fetch it (issue 33).
const BackgroundSync = lazy(() =>
  import('./background-sync').then((m) => ({ default: m.BackgroundSync })),
)

function SignedInBackgroundSync() {
  const { user } = useCurrentUser()
  return user === null ? null : (
    <Suspense fallback={null}>
      <BackgroundSync />
    </Suspense>
  )
}

export function AppProviders({ router }: { router: typeof appRouter }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <CoachModelContext value={coachRuntime}>
          <RouterProvider router={router} />
          <SignedInBackgroundSync />
        </CoachModelContext>
      </ToastProvider>
    </QueryClientProvider>
  )
}
