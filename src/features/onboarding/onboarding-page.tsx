import { Container } from '@/components'

export function OnboardingPage() {
  return (
    <Container className="py-12">
      <h1 className="text-3xl font-bold">What brings you to SalesPath?</h1>
    </Container>
  )
}
