import { createFileRoute } from '@tanstack/react-router'
import { MatchPage } from '@/features/matches/match-page'

export const Route = createFileRoute('/_authed/match')({
  component: MatchPage,
})
