import { historyForRequest, type UiMessage } from './chat-state'
import { chatTexts } from './chat-texts'
import { useBeckyChat } from './use-becky-chat'
import { WidgetPanel } from './widget-panel'

const greeting: UiMessage = {
  id: 'greeting',
  role: 'assistant',
  content: chatTexts.greeting,
  timestamp: new Date().toISOString(),
}

interface WidgetChatProps {
  id: string
  open: boolean
  /** Spec section 6: the chat sends the userId from the page URL's query, else null. */
  userId: string | null
  onClose: () => void
}

/**
 * The widget's conversation and its panel. chat-widget.tsx loads it on the first opening and keeps
 * it mounted from then on, so closing and reopening the panel keeps the conversation while the
 * landing's first load carries only the button (issue 33).
 */
export function WidgetChat({ id, open, userId, onClose }: WidgetChatProps) {
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
  return open ? <WidgetPanel id={id} chat={chat} onClose={onClose} /> : null
}
