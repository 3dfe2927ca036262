import type { ChatMessage } from '@/domain/coaching'

/** A message as the chat shows it. */
export interface UiMessage extends ChatMessage {
  /** The on-device model stopped and the offline coach finished this reply. */
  fallback?: boolean
  /** The reply came from the on-device model. */
  onDevice?: boolean
}

export interface ChatState {
  messages: UiMessage[]
  /** The id the reply being waited for will get; null when nothing is in flight. */
  pendingId: string | null
}

export type ChatAction =
  | { type: 'sent'; message: UiMessage; replyId: string }
  | { type: 'delta'; id: string; text: string; timestamp: string; onDevice: boolean }
  | { type: 'fallback'; id: string }
  | { type: 'replied'; message: UiMessage }
  /** `content: null` ends the wait without a visible message (the agent demo only logs). */
  | { type: 'failed'; id: string; content: string | null; timestamp: string }
  | { type: 'appended'; message: UiMessage }
  /** Older messages loaded on demand go above the ones shown (any already shown are skipped). */
  | { type: 'prepended'; messages: UiMessage[] }
  | { type: 'reset'; messages: UiMessage[] }

function upsert(
  messages: UiMessage[],
  id: string,
  change: (m: UiMessage | undefined) => UiMessage,
) {
  const index = messages.findIndex((m) => m.id === id)
  if (index === -1) return [...messages, change(undefined)]
  return messages.map((m, i) => (i === index ? change(m) : m))
}

export function chatReducer(state: ChatState, action: ChatAction): ChatState {
  switch (action.type) {
    case 'sent':
      return { messages: [...state.messages, action.message], pendingId: action.replyId }
    case 'delta':
      return {
        ...state,
        messages: upsert(state.messages, action.id, (m) => ({
          id: action.id,
          role: 'assistant',
          timestamp: m?.timestamp ?? action.timestamp,
          content: (m?.content ?? '') + action.text,
          onDevice: action.onDevice,
          ...(m?.fallback ? { fallback: true } : {}),
        })),
      }
    case 'fallback':
      return {
        ...state,
        messages: upsert(state.messages, action.id, (m) => ({
          id: action.id,
          role: 'assistant',
          content: m?.content ?? '',
          timestamp: m?.timestamp ?? new Date(0).toISOString(),
          fallback: true,
        })),
      }
    case 'replied':
      return {
        messages: upsert(state.messages, action.message.id, () => action.message),
        pendingId: null,
      }
    case 'failed': {
      const { content } = action
      if (content === null) {
        // Drop a reply that never got any text; keep whatever part of one arrived.
        const messages = state.messages.filter((m) => m.id !== action.id || m.content !== '')
        return { messages, pendingId: null }
      }
      const failure: UiMessage = {
        id: action.id,
        role: 'assistant',
        content,
        timestamp: action.timestamp,
      }
      return { messages: upsert(state.messages, action.id, () => failure), pendingId: null }
    }
    case 'appended':
      return { ...state, messages: [...state.messages, action.message] }
    case 'prepended': {
      const shown = new Set(state.messages.map((m) => m.id))
      const older = action.messages.filter((m) => !shown.has(m.id))
      return { ...state, messages: [...older, ...state.messages] }
    }
    case 'reset':
      return { messages: action.messages, pendingId: null }
  }
}

/** The typing indicator shows while a reply is awaited and none of it has arrived yet. */
export function isTyping(state: ChatState): boolean {
  const { pendingId } = state
  return pendingId !== null && !state.messages.some((m) => m.id === pendingId && m.content !== '')
}

/** Spec section 9: the request carries the last 10 messages. */
export const sentHistoryLimit = 10

export function historyForRequest(messages: readonly UiMessage[]) {
  return messages
    .filter((m) => m.content.trim() !== '')
    .slice(-sentHistoryLimit)
    .map(({ id, role, content, timestamp }) => ({ id, role, content, timestamp }))
}

/** Spec section 5: trimmed; empty or whitespace-only messages are not sent. */
export function messageToSend(input: string): string | null {
  const trimmed = input.trim()
  return trimmed === '' ? null : trimmed
}

let counter = 0
export function newMessageId(prefix = 'm'): string {
  counter += 1
  return `${prefix}-${Date.now().toString(36)}-${String(counter)}`
}
