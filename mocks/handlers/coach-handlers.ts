import type { HttpHandler } from 'msw'
import {
  chatHistoryPage,
  chatRequest,
  chatStreamContentType,
  encodeChatEvent,
  memoryEditRequest,
  type ChatStreamEvent,
} from '@/contract'
import type { Route } from '../http-kit'
import { readQuery } from './read-query'

/** The streamed form is asked for by `Accept: text/event-stream` or `?stream=1`. */
function wantsStream(request: Request, url: URL): boolean {
  return (
    readQuery('POST /api/chat/becky', url).stream === true ||
    (request.headers.get('accept') ?? '').includes(chatStreamContentType)
  )
}

/**
 * Server-sent events from the coach's event stream. Cancelling the body (the reader went away)
 * stops the engine; the service stores what was said either way.
 */
function eventStreamResponse(events: AsyncGenerator<ChatStreamEvent>): Response {
  const encoder = new TextEncoder()
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await events.next()
      if (next.done) controller.close()
      else controller.enqueue(encoder.encode(encodeChatEvent(next.value)))
    },
    async cancel() {
      await events.return(undefined)
    },
  })
  return new Response(body, {
    status: 200,
    headers: {
      'content-type': `${chatStreamContentType}; charset=utf-8`,
      'cache-control': 'no-store',
    },
  })
}

function historyWindow(url: URL) {
  const { channel, before, limit } = readQuery('GET /api/chat/history', url)
  return {
    ...(channel ? { channel } : {}),
    ...(before ? { before } : {}),
    limit: limit ?? chatHistoryPage.defaultLimit,
  }
}

export function coachHandlers(route: Route): HttpHandler[] {
  return [
    route('POST /api/chat/becky', chatRequest, async ({ request, url, body, caller, services }) =>
      wantsStream(request, url)
        ? eventStreamResponse(await services.coach.stream(caller, body, request.signal))
        : services.coach.chat(caller, body, request.signal),
    ),
    route('GET /api/chat/history', undefined, ({ url, caller, services }) =>
      services.coach.history(caller, historyWindow(url)),
    ),
    route('DELETE /api/chat/history', undefined, ({ caller, services }) =>
      services.coach.clearHistory(caller),
    ),
    route('GET /api/coaching/memory', undefined, ({ caller, services }) =>
      services.coach.memory(caller),
    ),
    route('PATCH /api/coaching/memory', memoryEditRequest, ({ body, caller, services }) =>
      services.coach.editMemory(caller, body),
    ),
    route('DELETE /api/coaching/memory', undefined, ({ caller, services }) =>
      services.coach.forgetMemory(caller),
    ),
    route('POST /api/career/plan', undefined, ({ caller, services }) =>
      services.coach.careerPlan(caller),
    ),
  ]
}
