import { Container } from '@/components'

export function CareerMatchesPage() {
  return (
    <Container className="py-12">
      <h1 className="text-3xl font-bold">Career Matches</h1>
    </Container>
  )
}
