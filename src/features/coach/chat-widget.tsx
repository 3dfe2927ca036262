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

/** Spec section 6: the chat sends the userId from the page URL's query, else null. */
/** `/?chat=open` (e.g. 'Chat with Becky' on the results page) opens the chat on arrival. */
function openRequestedByUrl(): boolean {
  if (typeof window === 'undefined') return false
  return new URLSearchParams(window.location.search).get('chat') === 'open'
}

function userIdFromUrl(): string | null {
  if (typeof window === 'undefined') return null
  const id = new URLSearchParams(window.location.search).get('userId')?.trim()
  return id === undefined || id === '' ? null : id
}

/**
 * The landing page's floating chat: a round button bottom-right opens Becky. The conversation
 * lives here, so closing and reopening the panel keeps it.
 */
export function ChatWidget() {
  const [open, setOpen] = useState(openRequestedByUrl)
  const panelId = useId()
  const button = useRef<HTMLButtonElement>(null)
  const chat = useBeckyChat({
    initialMessages: [greeting],
    buildRequest: (message, before) => ({
      message,
      userId: userIdFromUrl(),
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
        className="fixed right-4 bottom-24 z-40 grid size-14 place-items-center rounded-full bg-brand-600 text-white shadow-card transition-transform hover:scale-105 hover:bg-brand-700 motion-reduce:transition-none sm:right-6 sm:bottom-6"
      >
        <Icon name={open ? 'x' : 'chat'} size={26} />
      </button>
    </>
  )
}
