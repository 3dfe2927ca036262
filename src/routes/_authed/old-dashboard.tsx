import { createFileRoute } from '@tanstack/react-router'
import { OldDashboardPage } from '@/features/dashboard/old-dashboard-page'

export const Route = createFileRoute('/_authed/old-dashboard')({
  component: OldDashboardPage,
})
