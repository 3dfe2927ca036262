import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query'
import type { CoachingMemory } from '@/domain/coaching'
import { api, apiResponse } from './client'
import { chatStreamContentType, parseChatEvents } from '@/contract/chat-stream'
import type {
  ChatChannel,
  ChatRequest,
  ChatResponse,
  CoachEngineKind,
  MemoryEditRequest,
} from '@/contract'

/** Roots 'chat' and 'memory': chat and memory table writes invalidate them (src/app/query-invalidation.ts). */
export const coachKeys = {
  history: (channel?: ChatChannel) => ['chat', 'history', channel ?? 'all'] as const,
  memory: ['memory', 'coaching'] as const,
}

/** POST /api/chat/becky, JSON form: the whole reply at once. */
export const sendChat = (request: ChatRequest) => api('POST /api/chat/becky', { body: request })

export interface StreamHandlers {
  onStart?: (engine: CoachEngineKind) => void
  onDelta: (text: string) => void
  /** The on-device model stopped mid-reply; the offline coach finishes the answer. */
  onFallback?: () => void
}

async function readEvents(
  body: ReadableStream<Uint8Array>,
  handlers: StreamHandlers,
  signal?: AbortSignal,
): Promise<ChatResponse> {
  const reader = body.getReader()
  const decoder = new TextDecoder()
  const stop = () => void reader.cancel()
  signal?.addEventListener('abort', stop, { once: true })
  let buffer = ''
  let text = ''
  try {
    for (;;) {
      const { done, value } = await reader.read()
      buffer += decoder.decode(value, { stream: !done })
      const parsed = parseChatEvents(done ? `${buffer}\n\n` : buffer)
      buffer = parsed.rest
      for (const event of parsed.events) {
        if (event.type === 'start') handlers.onStart?.(event.engine)
        else if (event.type === 'delta') {
          text += event.text
          handlers.onDelta(event.text)
        } else if (event.type === 'fallback') handlers.onFallback?.()
        else if (event.type === 'error') throw new Error(event.message)
        else return { response: event.response, engine: event.engine, fallback: event.fallback }
      }
      if (done) break
    }
  } finally {
    signal?.removeEventListener('abort', stop)
  }
  // Stopped early (the reader was cancelled): what arrived is the reply.
  if (text === '') throw new Error('The reply stopped before it started')
  return { response: text }
}

/**
 * POST /api/chat/becky, streamed (server-sent events): each piece of the reply reaches
 * `onDelta` as it is generated. Resolves with the same shape as the JSON form. A server that
 * answers JSON instead is read as JSON. Aborting stops the reply (and the model) early.
 */
export async function streamChat(
  request: ChatRequest,
  handlers: StreamHandlers,
  signal?: AbortSignal,
): Promise<ChatResponse> {
  const response = await apiResponse('POST /api/chat/becky', {
    body: request,
    headers: { Accept: `${chatStreamContentType}, application/json` },
  })
  const type = response.headers.get('content-type') ?? ''
  if (!type.startsWith(chatStreamContentType) || response.body === null) {
    const json = (await response.json()) as ChatResponse
    if (typeof json.response === 'string') handlers.onDelta(json.response)
    return json
  }
  return readEvents(response.body, handlers, signal)
}

/** One window of history: the newest messages, or those before message id `before`. */
export const fetchChatHistory = (channel?: ChatChannel, before?: string) => {
  return api('GET /api/chat/history', { query: { channel, before } })
}

export const clearChatHistory = () => api('DELETE /api/chat/history')

export const fetchCoachingMemory = () => api('GET /api/coaching/memory')

export const editMemoryItem = (edit: MemoryEditRequest) =>
  api('PATCH /api/coaching/memory', { body: edit })

export const forgetMemory = () => api('DELETE /api/coaching/memory')

export const generateCareerPlan = () => api('POST /api/career/plan')

export function useChatHistory(channel?: ChatChannel) {
  return useQuery({
    queryKey: coachKeys.history(channel),
    queryFn: () => fetchChatHistory(channel),
  })
}

/** Spec section 7: the memory query is always enabled. */
export function useCoachingMemory() {
  return useQuery({ queryKey: coachKeys.memory, queryFn: fetchCoachingMemory })
}

/** After a reply the memory may have changed (spec section 4: refreshed after a coaching chat). */
export function refreshCoachingMemory(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: ['memory'] })
}

export function useMemoryActions() {
  const queryClient = useQueryClient()
  const setMemory = (memory: CoachingMemory) => queryClient.setQueryData(coachKeys.memory, memory)
  return {
    edit: useMutation({ mutationFn: editMemoryItem, onSuccess: setMemory }),
    forget: useMutation({ mutationFn: forgetMemory, onSuccess: setMemory }),
    clearHistory: useMutation({
      mutationFn: clearChatHistory,
      onSuccess: () => queryClient.invalidateQueries({ queryKey: ['chat'] }),
    }),
  }
}
