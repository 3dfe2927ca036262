import { createFileRoute } from '@tanstack/react-router'
import { WizardPage } from '@/features/diagnostic/wizard-page'

export const Route = createFileRoute('/diagnostic-onboarding')({
  component: WizardPage,
})
