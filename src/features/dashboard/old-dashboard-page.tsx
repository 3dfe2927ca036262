import { Container } from '@/components'

export function OldDashboardPage() {
  return (
    <Container className="py-12">
      <h1 className="text-3xl font-bold">Dashboard</h1>
    </Container>
  )
}
