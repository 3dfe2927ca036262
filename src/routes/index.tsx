import { createFileRoute } from '@tanstack/react-router'
import { ChatWidget } from '@/features/coach/chat-widget'
import { LandingPage } from '@/features/landing/landing-page'

export const Route = createFileRoute('/')({
  component: () => <LandingPage chatWidget={<ChatWidget />} />,
})
