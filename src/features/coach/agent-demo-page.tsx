import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useCurrentUser } from '@/api/auth'
import { coachKeys, useChatHistory } from '@/api/coach'
import { Card, CardBody, Container, SectionHeading, Spinner } from '@/components'
import { AgentChat } from './agent-chat'
import { AgentSystemPanel } from './agent-system-panel'
import type { UiMessage } from './chat-state'
import { MemoryManager } from './memory-manager'
import { MemoryPanel } from './memory-panel'
import { ModelPanel } from './model-panel'

function greetingFor(name: string | undefined): UiMessage {
  const hello = name ? `Hi ${name}!` : 'Hi!'
  return {
    id: 'agent-greeting',
    role: 'assistant',
    content: `${hello} I'm Becky, your AI career coach. Pick a topic below, ask me anything, or press **Generate Plan** for your roadmap.`,
    timestamp: new Date().toISOString(),
  }
}

/** /agent-demo (spec section 2): coaching chat, memory, agent status and the on-device model. */
export function AgentDemoPage() {
  const { user } = useCurrentUser()
  const history = useChatHistory('coaching')
  const queryClient = useQueryClient()
  // A new conversation after the history is cleared.
  const [generation, setGeneration] = useState(0)
  const firstName = user?.name.trim().split(/\s+/)[0]

  const stored = history.data?.messages ?? []
  const initialMessages: UiMessage[] = stored.length > 0 ? stored : [greetingFor(firstName)]

  const historyCleared = () => {
    queryClient.setQueryData(coachKeys.history('coaching'), { messages: [] })
    setGeneration((g) => g + 1)
  }

  return (
    <Container className="py-8 sm:py-12">
      <SectionHeading
        level={1}
        eyebrow="Agent demo"
        title="Coach with Becky"
        description="Becky remembers your journey, answers from your diagnostic and roadmap, and runs entirely on this device."
      />
      <div className="mt-8 grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div>
          {history.isPending ? (
            <Card>
              <CardBody>
                <Spinner label="Loading your conversation..." showLabel />
              </CardBody>
            </Card>
          ) : (
            <AgentChat key={generation} initialMessages={initialMessages} />
          )}
        </div>
        <aside aria-label="Becky's memory and systems" className="flex flex-col gap-6">
          <MemoryPanel />
          <AgentSystemPanel />
          <Card>
            <CardBody>
              <ModelPanel level={2} />
            </CardBody>
          </Card>
        </aside>
      </div>
      <div className="mt-6">
        <MemoryManager onHistoryCleared={historyCleared} />
      </div>
    </Container>
  )
}
