import { createFileRoute } from '@tanstack/react-router'
import { ResultsPage } from '@/features/results/results-page'

export const Route = createFileRoute('/diagnostic-results')({
  component: ResultsPage,
})
