import { Container } from '@/components'

export function SettingsPage() {
  return (
    <Container className="py-12">
      <h1 className="text-3xl font-bold">Settings & Privacy</h1>
    </Container>
  )
}
