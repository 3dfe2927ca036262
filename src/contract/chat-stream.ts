/** The chat stream wire format (server-sent events); no zod, so the chat UI stays light. */
import type { ChatResponse, CoachEngineKind } from './coach'

/**
 * The streamed form of POST /api/chat/becky (request header `Accept: text/event-stream`, or
 * `?stream=1`): server-sent events, each `data:` line one JSON event. `delta` events carry text to
 * append in order; `fallback` says the on-device model stopped and the offline coach takes over;
 * the stream ends with `done` (the full reply, as the JSON answer would give it) or `error`.
 */
export type ChatStreamEvent =
  | { type: 'start'; engine: CoachEngineKind }
  | { type: 'delta'; text: string }
  | { type: 'fallback' }
  | ({ type: 'done' } & ChatResponse)
  | { type: 'error'; message: string }

export const chatStreamContentType = 'text/event-stream'

export function encodeChatEvent(event: ChatStreamEvent): string {
  // JSON never contains a raw newline, so one `data:` line per event is enough.
  return `data: ${JSON.stringify(event)}\n\n`
}

function isChatStreamEvent(value: unknown): value is ChatStreamEvent {
  if (typeof value !== 'object' || value === null || !('type' in value)) return false
  const { type } = value
  return ['start', 'delta', 'fallback', 'done', 'error'].includes(type as string)
}

/**
 * Splits buffered stream text into complete events; `rest` is an unfinished event to keep for the
 * next chunk. Lines that are not `data:` JSON events (comments, keep-alives) are skipped.
 */
export function parseChatEvents(buffer: string): { events: ChatStreamEvent[]; rest: string } {
  const blocks = buffer.split('\n\n')
  const rest = blocks.pop() ?? ''
  const events: ChatStreamEvent[] = []
  for (const block of blocks) {
    for (const line of block.split('\n')) {
      if (!line.startsWith('data:')) continue
      try {
        const parsed: unknown = JSON.parse(line.slice('data:'.length))
        if (isChatStreamEvent(parsed)) events.push(parsed)
      } catch {
        // A malformed line is dropped; the stream goes on.
      }
    }
  }
  return { events, rest }
}
