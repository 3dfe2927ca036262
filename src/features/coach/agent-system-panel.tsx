import { Badge } from '@/components/badge'
import { Card, CardBody, CardHeader, CardTitle } from '@/components/card'

/** Spec section 2: the agents and frameworks behind Becky and their state. */
const agentSystem = [
  { name: 'Intake Agent', state: 'Active' },
  { name: 'Coaching Agent', state: 'Active' },
  { name: 'Memory System', state: 'Active' },
  { name: '7 Habits Framework', state: 'Enabled' },
] as const

export function AgentSystemPanel() {
  return (
    <Card role="region" aria-labelledby="agent-system-title">
      <CardHeader>
        <CardTitle level={3} id="agent-system-title">
          Agent System
        </CardTitle>
      </CardHeader>
      <CardBody>
        <ul className="flex flex-col gap-2.5">
          {agentSystem.map((agent) => (
            <li key={agent.name} className="flex items-center justify-between gap-3 text-sm">
              <span className="font-medium text-ink">{agent.name}</span>
              <Badge tone="green">{agent.state}</Badge>
            </li>
          ))}
        </ul>
      </CardBody>
    </Card>
  )
}
