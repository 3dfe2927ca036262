import { createFileRoute } from '@tanstack/react-router'
import { ResumeUploadPage } from '@/features/resume-upload/resume-upload-page'

export const Route = createFileRoute('/resume-upload')({
  component: ResumeUploadPage,
})
