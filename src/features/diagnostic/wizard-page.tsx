import { Container } from '@/components'

export function WizardPage() {
  return (
    <Container className="py-12">
      <h1 className="text-3xl font-bold">Your Career Diagnostic</h1>
    </Container>
  )
}
