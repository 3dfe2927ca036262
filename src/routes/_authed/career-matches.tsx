import { createFileRoute } from '@tanstack/react-router'
import { CareerMatchesPage } from '@/features/matches/career-matches-page'

export const Route = createFileRoute('/_authed/career-matches')({
  component: CareerMatchesPage,
})
