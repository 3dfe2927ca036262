import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod'
import { PracticePage } from '@/features/practice/practice-page'

const searchSchema = z.object({ scenario: z.string().max(60).optional().catch(undefined) })

function PracticeRoute() {
  const { scenario } = Route.useSearch()
  return <PracticePage scenario={scenario} />
}

export const Route = createFileRoute('/practice')({
  validateSearch: (search) => searchSchema.parse(search),
  component: PracticeRoute,
})
