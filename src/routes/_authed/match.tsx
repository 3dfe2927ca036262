import { createFileRoute } from '@tanstack/react-router'
import { MatchPage } from '@/features/matches/match-page'
import { compactSearch, searchText } from '@/lib/search-params'

/** ?userId: whose matches (spec section 2). */
export const Route = createFileRoute('/_authed/match')({
  validateSearch: (search: Record<string, unknown>) =>
    compactSearch({ userId: searchText(search.userId) }),
  component: MatchRoute,
})

function MatchRoute() {
  const { userId } = Route.useSearch()
  return <MatchPage userId={userId ?? null} />
}
