import { createFileRoute } from '@tanstack/react-router'
import { CareerMatchesPage } from '@/features/matches/career-matches-page'
import { userIdSearch } from '@/lib/search-params'

/** ?userId: whose matches (spec section 2). */
export const Route = createFileRoute('/_authed/career-matches')({
  validateSearch: userIdSearch,
  component: CareerMatchesRoute,
})

function CareerMatchesRoute() {
  const { userId } = Route.useSearch()
  return <CareerMatchesPage userId={userId ?? null} />
}
