import { createFileRoute } from '@tanstack/react-router'
import { AgentDemoPage } from '@/features/coach/agent-demo-page'

/** ?ask= puts a question in the message box (the dashboard's quick-chat suggestions). By hand, not zod: see practice.tsx. */
function parseAgentSearch(search: Record<string, unknown>): { ask?: string | undefined } {
  const value = search.ask
  return typeof value === 'string' && value.trim() !== '' && value.length <= 200
    ? { ask: value }
    : { ask: undefined }
}

function AgentDemoRoute() {
  const { ask } = Route.useSearch()
  return <AgentDemoPage ask={ask} />
}

export const Route = createFileRoute('/_authed/agent-demo')({
  validateSearch: parseAgentSearch,
  component: AgentDemoRoute,
})
