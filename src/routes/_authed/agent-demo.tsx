import { createFileRoute } from '@tanstack/react-router'
import { AgentDemoPage } from '@/features/coach/agent-demo-page'

export const Route = createFileRoute('/_authed/agent-demo')({
  component: AgentDemoPage,
})
