import { Container } from '@/components'

export function JourneyPage() {
  return (
    <Container className="py-12">
      <h1 className="text-3xl font-bold">Your Journey</h1>
    </Container>
  )
}
