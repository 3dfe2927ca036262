import { createFileRoute } from '@tanstack/react-router'
import { MatchPage } from '@/features/matches/match-page'
import { userIdSearch } from '@/lib/search-params'

/** The spec's other name for /match: same page, same ?userId. */
export const Route = createFileRoute('/_authed/suggested-roles')({
  validateSearch: userIdSearch,
  component: SuggestedRolesRoute,
})

function SuggestedRolesRoute() {
  const { userId } = Route.useSearch()
  return <MatchPage userId={userId ?? null} />
}
