import { Container } from '@/components'

export function MatchPage() {
  return (
    <Container className="py-12">
      <h1 className="text-3xl font-bold">Your Matches</h1>
    </Container>
  )
}
