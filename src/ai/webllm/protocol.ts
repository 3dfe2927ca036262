import type { ModelMessage } from '../prompt/build-messages'

/**
 * Messages between the page and the model worker. Every request with an id gets exactly one
 * final answer with that id ('loaded', 'done', 'cacheStatus', 'ok' or 'error'); 'progress' and
 * 'token' may come before it. Errors travel as messages, never as thrown worker errors.
 */

export interface LoadProgress {
  loadedBytes: number
  totalBytes: number
  /** 0 to 100. */
  percent: number
  text: string
}

export type WorkerRequest =
  | { type: 'load'; id: number; modelId: string }
  | {
      type: 'reply'
      id: number
      messages: ModelMessage[]
      maxTokens?: number
      /** A JSON schema (as a string): the reply is JSON that matches it (web-llm's JSON mode). */
      schema?: string
    }
  | { type: 'interrupt' }
  | { type: 'unload'; id: number }
  | { type: 'cacheStatus'; id: number; modelId: string }
  | { type: 'deleteModel'; id: number; modelId: string }

export type WorkerResponse =
  | { type: 'progress'; id: number; progress: LoadProgress }
  | { type: 'loaded'; id: number }
  | { type: 'token'; id: number; text: string }
  | { type: 'done'; id: number }
  | { type: 'cacheStatus'; id: number; cached: boolean }
  | { type: 'ok'; id: number }
  | { type: 'error'; id: number; message: string; name?: string }

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null
}

const hasId = (v: Record<string, unknown>) => typeof v.id === 'number'
const hasString = (v: Record<string, unknown>, key: string) => typeof v[key] === 'string'

function isModelMessage(value: unknown): value is ModelMessage {
  return (
    isRecord(value) &&
    (value.role === 'system' || value.role === 'user' || value.role === 'assistant') &&
    typeof value.content === 'string'
  )
}

function isProgress(value: unknown): value is LoadProgress {
  return (
    isRecord(value) &&
    typeof value.loadedBytes === 'number' &&
    typeof value.totalBytes === 'number' &&
    typeof value.percent === 'number' &&
    typeof value.text === 'string'
  )
}

/** The worker checks what it receives: a page script bug must not reach the engine. */
export function isWorkerRequest(value: unknown): value is WorkerRequest {
  if (!isRecord(value)) return false
  switch (value.type) {
    case 'interrupt':
      return true
    case 'unload':
      return hasId(value)
    case 'load':
    case 'cacheStatus':
    case 'deleteModel':
      return hasId(value) && hasString(value, 'modelId')
    case 'reply':
      return hasId(value) && Array.isArray(value.messages) && value.messages.every(isModelMessage)
    default:
      return false
  }
}

export function isWorkerResponse(value: unknown): value is WorkerResponse {
  if (!isRecord(value) || !hasId(value)) return false
  switch (value.type) {
    case 'loaded':
    case 'done':
    case 'ok':
      return true
    case 'progress':
      return isProgress(value.progress)
    case 'token':
      return hasString(value, 'text')
    case 'cacheStatus':
      return typeof value.cached === 'boolean'
    case 'error':
      return hasString(value, 'message')
    default:
      return false
  }
}
