import { createFileRoute } from '@tanstack/react-router'
import { PracticePage } from '@/features/practice/practice-page'

interface PracticeSearch {
  scenario?: string | undefined
  review?: true | undefined
}

/**
 * ?scenario= starts that call; ?review=true opens on "Review my text". Parsed by hand, not with
 * zod: route options sit in the entry chunk, and zod there would add 25 KB gzip to every
 * visitor's first load.
 */
function parsePracticeSearch(search: Record<string, unknown>): PracticeSearch {
  const value = search.scenario
  const review = search.review === true || search.review === 'true' || search.review === 1
  return {
    scenario: typeof value === 'string' && value.length <= 60 ? value : undefined,
    ...(review ? { review: true } : {}),
  }
}

function PracticeRoute() {
  const { scenario, review } = Route.useSearch()
  return <PracticePage scenario={scenario} review={review === true} />
}

export const Route = createFileRoute('/practice')({
  validateSearch: parsePracticeSearch,
  component: PracticeRoute,
})
