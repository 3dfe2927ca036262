import { lazy, Suspense, useId, useRef, useState } from 'react'
import { Icon } from '@/components/icons'
import { Spinner } from '@/components/spinner'
import { historyForRequest, type UiMessage } from './chat-state'
import { chatTexts } from './chat-texts'
import { useBeckyChat } from './use-becky-chat'

// The panel (messages, composer, on-device AI controls) loads when Becky is first opened, so the
// landing page's first paint carries only the button.
const WidgetPanel = lazy(() => import('./widget-panel').then((m) => ({ default: m.WidgetPanel })))

const greeting: UiMessage = {
  id: 'greeting',
  role: 'assistant',
  content: chatTexts.greeting,
  timestamp: new Date().toISOString(),
}

interface ChatWidgetProps {
  /** `/?chat=open` (e.g. 'Chat with Becky' on the results page) opens the chat on arrival. */
  openOnArrival?: boolean
  /** Spec section 6: the chat sends the userId from the page URL's query, else null. */
  userId?: string | null
}

/**
 * The landing page's floating chat: a round button bottom-right opens Becky. The conversation
 * lives here, so closing and reopening the panel keeps it. On phones the page that hosts it sets
 * `--chat-button-bottom` (default 6rem, above a sticky bar) so the button can sit low while no bar
 * is showing, instead of over the hero's call to action.
 */
export function ChatWidget({ openOnArrival = false, userId = null }: ChatWidgetProps) {
  const [open, setOpen] = useState(openOnArrival)
  const panelId = useId()
  const button = useRef<HTMLButtonElement>(null)
  const chat = useBeckyChat({
    initialMessages: [greeting],
    buildRequest: (message, before) => ({
      message,
      userId,
      conversationHistory: historyForRequest(before),
    }),
    failureText: () => chatTexts.failure,
    emptyText: chatTexts.emptyResponse,
  })

  const close = () => {
    setOpen(false)
    button.current?.focus()
  }

  return (
    <>
      {open && (
        <Suspense
          fallback={
            <div className="fixed right-4 bottom-40 z-40 rounded-card bg-surface p-4 shadow-card sm:right-6 sm:bottom-24">
              <Spinner label="Opening chat..." />
            </div>
          }
        >
          <WidgetPanel id={panelId} chat={chat} onClose={close} />
        </Suspense>
      )}
      <button
        ref={button}
        type="button"
        aria-label={open ? 'Close chat with Becky' : 'Chat with Becky, your AI career coach'}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => (open ? close() : setOpen(true))}
        className="fixed right-4 bottom-[var(--chat-button-bottom,6rem)] z-40 grid size-14 place-items-center rounded-full bg-brand-600 text-white shadow-card transition-transform hover:scale-105 hover:bg-brand-700 motion-reduce:transition-none sm:right-6 sm:bottom-6"
      >
        <Icon name={open ? 'x' : 'chat'} size={26} />
      </button>
    </>
  )
}
