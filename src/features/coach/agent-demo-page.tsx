import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useCurrentUser } from '@/api/auth'
import { coachKeys, useChatHistory } from '@/api/coach'
import { Card, CardBody } from '@/components/card'
import { Container } from '@/components/container'
import { SectionHeading } from '@/components/section-heading'
import { Spinner } from '@/components/spinner'
import { AgentChat } from './agent-chat'
import { AgentSystemPanel } from './agent-system-panel'
import type { UiMessage } from './chat-state'
import { MemoryManager } from './memory-manager'
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

/** /agent-demo (spec section 2): coaching chat, what Becky remembers, agent status and the on-device model. */
function AgentDemoPageContent({ ask }: { ask?: string | undefined }) {
  const { user } = useCurrentUser()
  const history = useChatHistory('coaching')
  const queryClient = useQueryClient()
  // A new conversation after the history is cleared.
  const [generation, setGeneration] = useState(0)
  const firstName = user?.name.trim().split(/\s+/)[0]

  const stored = history.data?.messages ?? []
  const initialMessages: UiMessage[] = stored.length > 0 ? stored : [greetingFor(firstName)]

  const historyCleared = () => {
    queryClient.setQueryData(coachKeys.history('coaching'), { messages: [], hasMore: false })
    setGeneration((g) => g + 1)
  }

  // Laid out for the person coached, not as a console: the conversation first, what Becky has
  // learned about them beside it (shown once, editable there), how Becky runs at the end.
  return (
    <Container className="py-4 sm:py-12">
      <SectionHeading level={1} eyebrow="Your coach" title="Coach with Becky" />
      {/* On a phone the lead line would push the message box below the fold. */}
      <p className="mt-3 hidden text-lg text-muted sm:block">
        Becky remembers your journey, answers from your diagnostic and roadmap, and runs entirely on
        this device.
      </p>
      <div className="mt-4 grid sm:mt-8 gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
        <div className="min-w-0">
          {history.isPending ? (
            <Card>
              <CardBody>
                <Spinner label="Loading your conversation..." showLabel />
              </CardBody>
            </Card>
          ) : (
            <AgentChat
              key={generation}
              initialMessages={initialMessages}
              olderStored={history.data?.hasMore === true}
              prefill={ask}
            />
          )}
        </div>
        <aside aria-label="What Becky knows about you" className="min-w-0">
          <MemoryManager onHistoryCleared={historyCleared} />
        </aside>
      </div>
      <section aria-labelledby="how-becky-works" className="mt-10">
        <h2 id="how-becky-works" className="text-xl font-semibold text-ink">
          How Becky works
        </h2>
        <div className="mt-4 grid gap-6 md:grid-cols-2">
          <Card>
            <CardBody>
              <ModelPanel level={3} />
            </CardBody>
          </Card>
          <AgentSystemPanel />
        </div>
      </section>
    </Container>
  )
}

/** The screen's one `main` landmark, whichever state its content is in. */
export function AgentDemoPage({ ask }: { ask?: string | undefined } = {}) {
  return (
    <main id="main">
      <AgentDemoPageContent ask={ask} />
    </main>
  )
}
