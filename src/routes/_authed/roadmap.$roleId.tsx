import { createFileRoute } from '@tanstack/react-router'
import { parseRoadmapSearch } from '@/features/roadmap/back-target'
import { RoadmapPage } from '@/features/roadmap/roadmap-page'

export const Route = createFileRoute('/_authed/roadmap/$roleId')({
  validateSearch: parseRoadmapSearch,
  component: RoadmapPage,
})
