import { QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import { CoachModelContext } from '@/api/coach-model'
import { ToastProvider } from '@/components/toast'
import { BackgroundSync } from './background-sync'
import { coachRuntime } from './coach-runtime'
import { queryClient, type router as appRouter } from './router'

export function AppProviders({ router }: { router: typeof appRouter }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <CoachModelContext value={coachRuntime}>
          <RouterProvider router={router} />
          <BackgroundSync />
        </CoachModelContext>
      </ToastProvider>
    </QueryClientProvider>
  )
}
