import { Container } from '@/components'

export function RoadmapPage() {
  return (
    <Container className="py-12">
      <h1 className="text-3xl font-bold">Roadmap</h1>
    </Container>
  )
}
