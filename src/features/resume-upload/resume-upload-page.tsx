import { Container } from '@/components'

export function ResumeUploadPage() {
  return (
    <Container className="py-12">
      <h1 className="text-3xl font-bold">Upload Your Resume</h1>
    </Container>
  )
}
