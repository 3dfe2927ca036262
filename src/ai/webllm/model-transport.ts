import type { ModelMessage } from '../prompt/build-messages'
import type { LoadProgress } from './protocol'

export interface ReplyOptions {
  /** JSON mode: the reply is JSON matching this schema (JSON.stringify of a JSON schema). */
  schema?: string
  maxTokens?: number
}

/**
 * How the page talks to the on-device model. The real one runs a Web Worker
 * (worker-transport.ts); tests pass a fake.
 */
export interface ModelTransport {
  /** Downloads (or reads from cache) and loads the model; rejects with AbortError when cancelled. */
  load(
    modelId: string,
    onProgress: (progress: LoadProgress) => void,
    signal?: AbortSignal,
  ): Promise<void>
  /** Streams the reply's tokens; aborting the signal interrupts generation and ends the stream. */
  reply(
    messages: ModelMessage[],
    signal?: AbortSignal,
    options?: ReplyOptions,
  ): AsyncIterable<string>
  interrupt(): void
  unload(): Promise<void>
  cacheStatus(modelId: string): Promise<boolean>
  deleteModel(modelId: string): Promise<void>
  /** Stops the worker; later calls start a fresh one. */
  dispose(): void
}

export function abortError(): DOMException {
  return new DOMException('The operation was aborted.', 'AbortError')
}

export function isAbortError(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError'
}
