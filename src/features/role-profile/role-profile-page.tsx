import { Container } from '@/components'

export function RoleProfilePage() {
  return (
    <Container className="py-12">
      <h1 className="text-3xl font-bold">Role Profile</h1>
    </Container>
  )
}
