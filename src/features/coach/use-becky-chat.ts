import { useEffect, useReducer, useRef, useState } from 'react'
import { sendChat, streamChat } from '@/api/coach'
import { isModelReady, useCoachModel } from '@/api/coach-model'
import type { ChatRequest, ChatResponse } from '@/contract'
import { chatReducer, isTyping, messageToSend, newMessageId, type UiMessage } from './chat-state'
import { replyAnnouncement } from './reply-announcement'

export interface BeckyChatOptions {
  initialMessages: UiMessage[]
  /** The request body for a message, given the messages shown before it. */
  buildRequest: (message: string, before: readonly UiMessage[]) => ChatRequest
  /** The bubble to show when a reply fails; null shows nothing (the agent demo only logs). */
  failureText: (error: unknown) => string | null
  /** Shown when an answer carries no `response` text. */
  emptyText: string
  onReply?: () => void
}

const now = () => new Date().toISOString()

function replyText(result: Partial<ChatResponse>, emptyText: string): string {
  return typeof result.response === 'string' && result.response.trim() !== ''
    ? result.response
    : emptyText
}

/**
 * One chat with Becky: sends trimmed messages, shows the typing indicator until the first words
 * arrive, and streams the reply when the on-device model answers (plain JSON otherwise).
 */
export function useBeckyChat(options: BeckyChatOptions) {
  const [state, dispatch] = useReducer(chatReducer, {
    messages: options.initialMessages,
    pendingId: null,
  })
  const [announcement, setAnnouncement] = useState('')
  // Only whether the model is ready; opening a chat surface starts the check (widget panel, page).
  const { status } = useCoachModel({ check: false })
  const inFlight = useRef<AbortController | null>(null)

  // Leaving the page stops a reply that is still streaming.
  useEffect(() => () => inFlight.current?.abort(), [])

  async function send(input: string) {
    const message = messageToSend(input)
    if (message === null || state.pendingId !== null) return
    const replyId = newMessageId('becky')
    const user: UiMessage = {
      id: newMessageId('you'),
      role: 'user',
      content: message,
      timestamp: now(),
    }
    dispatch({ type: 'sent', message: user, replyId })
    const request = options.buildRequest(message, state.messages)
    const abort = new AbortController()
    inFlight.current = abort
    try {
      const result: Partial<ChatResponse> = isModelReady(status)
        ? await streamChat(
            request,
            {
              onDelta: (text) =>
                dispatch({ type: 'delta', id: replyId, text, timestamp: now(), onDevice: true }),
              onFallback: () => dispatch({ type: 'fallback', id: replyId }),
            },
            abort.signal,
          )
        : await sendChat(request)
      const content = replyText(result, options.emptyText)
      dispatch({
        type: 'replied',
        message: {
          id: replyId,
          role: 'assistant',
          content,
          timestamp: now(),
          ...(result.fallback === true ? { fallback: true } : {}),
          ...(result.engine === 'on-device' ? { onDevice: true } : {}),
        },
      })
      setAnnouncement(replyAnnouncement(content))
      options.onReply?.()
    } catch (error) {
      const content = options.failureText(error)
      dispatch({ type: 'failed', id: replyId, content, timestamp: now() })
      if (content !== null) setAnnouncement(replyAnnouncement(content))
    } finally {
      if (inFlight.current === abort) inFlight.current = null
    }
  }

  return {
    messages: state.messages,
    sending: state.pendingId !== null,
    typing: isTyping(state),
    announcement,
    send,
    append: (message: UiMessage) => dispatch({ type: 'appended', message }),
    prepend: (messages: UiMessage[]) => dispatch({ type: 'prepended', messages }),
  }
}
