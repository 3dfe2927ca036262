import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react'
import { Icon } from '@/components/icons'
import { Spinner } from '@/components/spinner'
import { announceApiSoon } from './announce-api-soon'

// The conversation and its panel (messages, composer, on-device AI controls) load when Becky is
// first opened, so the landing page's first load carries only the button. Pointing at or focusing
// the button starts the download, so it is usually there by the click, and warms the in-page
// server and the coach, so they are ready by the first Send.
const loadChat = () => import('./widget-chat')
const WidgetChat = lazy(() => loadChat().then((m) => ({ default: m.WidgetChat })))
let prefetched = false
const prefetchChat = () => {
  if (prefetched) return
  prefetched = true
  announceApiSoon()
  void loadChat().catch(() => {
    prefetched = false
  })
}

interface ChatWidgetProps {
  /** `/?chat=open` (e.g. 'Chat with Becky' on the results page) opens the chat on arrival. */
  openOnArrival?: boolean
  /** Spec section 6: the chat sends the userId from the page URL's query, else null. */
  userId?: string | null
}

/**
 * The landing page's floating chat: a round button bottom-right opens Becky. The conversation
 * lives in WidgetChat, kept mounted once opened, so closing and reopening the panel keeps it. On phones the page that hosts it sets
 * `--chat-button-bottom` (default 6rem, above a sticky bar) so the button can sit low while no bar
 * is showing, instead of over the hero's call to action.
 */
export function ChatWidget({ openOnArrival = false, userId = null }: ChatWidgetProps) {
  const [open, setOpen] = useState(openOnArrival)
  // Mounted from the first opening on: the conversation lives there and survives closing.
  const [opened, setOpened] = useState(openOnArrival)
  if (open && !opened) setOpened(true)
  // Opened on arrival (or by a tap with no pointer before it): warm up as the chat mounts.
  useEffect(() => {
    if (opened) prefetchChat()
  }, [opened])
  const panelId = useId()
  const button = useRef<HTMLButtonElement>(null)

  const close = () => {
    setOpen(false)
    button.current?.focus()
  }

  return (
    <>
      {opened && (
        <Suspense
          fallback={
            open ? (
              <div className="fixed right-4 bottom-40 z-40 rounded-card bg-surface p-4 shadow-card sm:right-6 sm:bottom-24">
                <Spinner label="Opening chat..." />
              </div>
            ) : null
          }
        >
          <WidgetChat id={panelId} open={open} userId={userId} onClose={close} />
        </Suspense>
      )}
      <button
        ref={button}
        type="button"
        aria-label={open ? 'Close chat with Becky' : 'Chat with Becky, your AI career coach'}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => (open ? close() : setOpen(true))}
        onPointerEnter={prefetchChat}
        onPointerDown={prefetchChat}
        onFocus={prefetchChat}
        className="fixed right-4 bottom-[var(--chat-button-bottom,6rem)] z-40 grid size-14 place-items-center rounded-full bg-brand-600 text-white shadow-card transition-transform hover:scale-105 hover:bg-brand-700 motion-reduce:transition-none sm:right-6 sm:bottom-6"
      >
        <Icon name={open ? 'x' : 'chat'} size={26} />
      </button>
    </>
  )
}
