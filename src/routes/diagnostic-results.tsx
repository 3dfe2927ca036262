import { createFileRoute } from '@tanstack/react-router'
import { ResultsPage } from '@/features/results/results-page'
import { compactSearch, searchFlag, searchText } from '@/lib/search-params'

/** ?enhanced=true&userId=... re-runs the diagnostic with the resume (spec section 2). */
export const Route = createFileRoute('/diagnostic-results')({
  validateSearch: (search: Record<string, unknown>) =>
    compactSearch({ enhanced: searchFlag(search.enhanced), userId: searchText(search.userId) }),
  component: ResultsRoute,
})

function ResultsRoute() {
  const { enhanced = false, userId = null } = Route.useSearch()
  return <ResultsPage query={{ enhanced, userId }} />
}
