import { Container } from '@/components'

export function AgentDemoPage() {
  return (
    <Container className="py-12">
      <h1 className="text-3xl font-bold">Agent Demo</h1>
    </Container>
  )
}
