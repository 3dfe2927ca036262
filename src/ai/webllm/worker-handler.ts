import type { ModelMessage } from '../prompt/build-messages'
import { modelById } from './model-catalog'
import { megabytes, toLoadProgress, type InitReport } from './progress'
import type { WorkerRequest, WorkerResponse } from './protocol'

/**
 * The slice of web-llm's MLCEngine the worker uses, so the handler runs in tests with a fake
 * engine and the real engine only ever loads inside the worker.
 */
export interface EngineLike {
  setInitProgressCallback(callback: (report: InitReport) => void): void
  reload(modelId: string): Promise<void>
  unload(): Promise<void>
  interruptGenerate(): void | Promise<void>
  streamChat(
    messages: ModelMessage[],
    maxTokens: number,
    schema?: string,
  ): Promise<AsyncIterable<string>>
}

export interface ModelCache {
  has(modelId: string): Promise<boolean>
  remove(modelId: string): Promise<void>
}

export interface HandlerDeps {
  engine: EngineLike
  cache: ModelCache
  post: (response: WorkerResponse) => void
}

/** Keeps answers short: a coach reply, not an essay, and fast on small GPUs. */
export const defaultMaxTokens = 400

function errorMessage(error: unknown): { message: string; name?: string } {
  if (error instanceof Error) return { message: error.message || error.name, name: error.name }
  return { message: String(error) }
}

/** Turns requests into engine calls; every request with an id gets one final response. */
export function createWorkerHandler({ engine, cache, post }: HandlerDeps) {
  let loadingId: number | undefined
  let loadingBytes = 0
  engine.setInitProgressCallback((report) => {
    if (loadingId !== undefined)
      post({ type: 'progress', id: loadingId, progress: toLoadProgress(report, loadingBytes) })
  })

  async function load(id: number, modelId: string): Promise<void> {
    loadingId = id
    loadingBytes = megabytes(modelById(modelId)?.approxDownloadMB ?? 0)
    try {
      await engine.reload(modelId)
      post({ type: 'loaded', id })
    } finally {
      loadingId = undefined
    }
  }

  async function reply(
    id: number,
    messages: ModelMessage[],
    maxTokens: number,
    schema?: string,
  ): Promise<void> {
    for await (const text of await engine.streamChat(messages, maxTokens, schema)) {
      if (text !== '') post({ type: 'token', id, text })
    }
    post({ type: 'done', id })
  }

  async function run(request: WorkerRequest): Promise<void> {
    switch (request.type) {
      case 'interrupt':
        await engine.interruptGenerate()
        return
      case 'load':
        return load(request.id, request.modelId)
      case 'reply':
        return reply(
          request.id,
          request.messages,
          request.maxTokens ?? defaultMaxTokens,
          request.schema,
        )
      case 'unload':
        await engine.unload()
        post({ type: 'ok', id: request.id })
        return
      case 'cacheStatus':
        post({ type: 'cacheStatus', id: request.id, cached: await cache.has(request.modelId) })
        return
      case 'deleteModel':
        await cache.remove(request.modelId)
        post({ type: 'ok', id: request.id })
        return
    }
  }

  return async function handle(request: WorkerRequest): Promise<void> {
    try {
      await run(request)
    } catch (error) {
      if (request.type !== 'interrupt')
        post({ type: 'error', id: request.id, ...errorMessage(error) })
    }
  }
}
