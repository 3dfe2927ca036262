import { createFileRoute } from '@tanstack/react-router'
import { MatchPage } from '@/features/matches/match-page'
import { userIdSearch } from '@/lib/search-params'

/** ?userId: whose matches (spec section 2). */
export const Route = createFileRoute('/_authed/match')({
  validateSearch: userIdSearch,
  component: MatchRoute,
})

function MatchRoute() {
  const { userId } = Route.useSearch()
  return <MatchPage userId={userId ?? null} />
}
