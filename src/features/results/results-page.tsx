import { Container } from '@/components'

export function ResultsPage() {
  return (
    <Container className="py-12">
      <h1 className="text-3xl font-bold">Your Diagnostic Results</h1>
    </Container>
  )
}
