import { createFileRoute } from '@tanstack/react-router'
import { PracticePage } from '@/features/practice/practice-page'

/**
 * ?scenario= starts that call. Parsed by hand, not with zod: route options sit in the entry
 * chunk, and zod there would add 25 KB gzip to every visitor's first load.
 */
function parsePracticeSearch(search: Record<string, unknown>): { scenario?: string | undefined } {
  const value = search.scenario
  return typeof value === 'string' && value.length <= 60
    ? { scenario: value }
    : { scenario: undefined }
}

function PracticeRoute() {
  const { scenario } = Route.useSearch()
  return <PracticePage scenario={scenario} />
}

export const Route = createFileRoute('/practice')({
  validateSearch: parsePracticeSearch,
  component: PracticeRoute,
})
