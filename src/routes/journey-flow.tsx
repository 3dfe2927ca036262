import { createFileRoute } from '@tanstack/react-router'
import { JourneyPage } from '@/features/journey/journey-page'

export const Route = createFileRoute('/journey-flow')({
  component: JourneyPage,
})
