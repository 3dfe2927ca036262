import { Container } from '@/components'

export function LandingPage() {
  return (
    <Container className="py-12">
      <h1 className="text-3xl font-bold">SalesPath</h1>
    </Container>
  )
}
