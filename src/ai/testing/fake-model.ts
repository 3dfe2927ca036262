import type { ModelMessage } from '../prompt/build-messages'
import { abortError, type ModelTransport, type ReplyOptions } from '../webllm/model-transport'
import type { InitReport } from '../webllm/progress'
import type { LoadProgress } from '../webllm/protocol'
import type { WorkerPort } from '../webllm/worker-transport'
import { createWorkerHandler, type EngineLike, type ModelCache } from '../webllm/worker-handler'

/** Fakes for the on-device model: a scripted engine, an in-memory worker, a scripted transport. */

export const tick = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

export interface FakeEngineScript {
  reports?: InitReport[]
  tokens?: string[]
  /** Throw after this many tokens. */
  failAfter?: number
  loadError?: string
}

export interface FakeEngine extends EngineLike {
  interrupted: boolean
  unloaded: number
  lastMessages?: ModelMessage[]
  lastSchema?: string
}

export function fakeEngine(script: FakeEngineScript = {}): FakeEngine {
  let onProgress: ((r: InitReport) => void) | undefined
  let cancelLoad: (() => void) | undefined
  const engine: FakeEngine = {
    interrupted: false,
    unloaded: 0,
    setInitProgressCallback: (cb) => (onProgress = cb),
    async reload() {
      const cancelled = new Promise<never>(
        (_, reject) => (cancelLoad = () => reject(new Error('reload aborted'))),
      )
      const steps = (async () => {
        for (const report of script.reports ?? []) {
          onProgress?.(report)
          await tick()
        }
        if (script.loadError !== undefined) throw new Error(script.loadError)
      })()
      await Promise.race([steps, cancelled])
    },
    unload() {
      engine.unloaded += 1
      cancelLoad?.()
      return Promise.resolve()
    },
    interruptGenerate() {
      engine.interrupted = true
    },
    streamChat(messages, _maxTokens, schema) {
      engine.interrupted = false
      engine.lastMessages = messages
      engine.lastSchema = schema
      const tokens = script.tokens ?? []
      return Promise.resolve(
        (async function* stream() {
          for (const [i, token] of tokens.entries()) {
            await tick()
            if (engine.interrupted) return
            if (script.failAfter === i) throw new Error('GPU device lost')
            yield token
          }
        })(),
      )
    },
  }
  return engine
}

export function fakeCache(cached: string[] = []): ModelCache & { ids: Set<string> } {
  const ids = new Set(cached)
  return {
    ids,
    has: (id) => Promise.resolve(ids.has(id)),
    remove: (id) => {
      ids.delete(id)
      return Promise.resolve()
    },
  }
}

/** A worker in memory: messages are structured-cloned and delivered asynchronously, like postMessage. */
export function memoryPort(
  engine: EngineLike,
  cache: ModelCache = fakeCache(),
): WorkerPort & { sent: string[] } {
  let deliver: ((data: unknown) => void) | undefined
  const handle = createWorkerHandler({
    engine,
    cache,
    post: (response) => setTimeout(() => deliver?.(structuredClone(response)), 0),
  })
  const sent: string[] = []
  return {
    sent,
    send(message) {
      sent.push(message.type)
      const copy = structuredClone(message)
      setTimeout(() => void handle(copy), 0)
    },
    listen(onMessage) {
      deliver = onMessage
    },
    terminate() {
      deliver = undefined
    },
  }
}

export interface FakeTransportScript {
  tokens?: string[]
  failAfter?: number
  progress?: LoadProgress[]
  loadError?: string
  /** Every model counts as cached until one is deleted. */
  cached?: boolean
  /** Only these models are cached. */
  cachedModels?: string[]
  /** Never answers until aborted, like a model stuck on a slow GPU. */
  hang?: boolean
}

export interface FakeTransport extends ModelTransport {
  calls: string[]
  /** Model ids passed to load and deleteModel, in order. */
  loaded: string[]
  deleted: string[]
  lastMessages?: ModelMessage[]
  lastOptions?: ReplyOptions
}

/** A scripted transport for the coach and the controller. */
export function fakeTransport(script: FakeTransportScript = {}): FakeTransport {
  const calls: string[] = []
  let cachedAll = script.cached ?? false
  const cachedIds = new Set(script.cachedModels ?? [])
  const transport: FakeTransport = {
    calls,
    loaded: [],
    deleted: [],
    async load(modelId, onProgress, signal) {
      calls.push('load')
      transport.loaded.push(modelId)
      for (const p of script.progress ?? []) {
        if (signal?.aborted === true) throw abortError()
        onProgress(p)
        await tick()
      }
      if (signal?.aborted === true) throw abortError()
      if (script.loadError !== undefined) throw new Error(script.loadError)
      cachedIds.add(modelId)
    },
    async *reply(messages, signal, options) {
      calls.push('reply')
      transport.lastMessages = messages
      transport.lastOptions = options
      if (script.hang === true) {
        await new Promise<void>((resolve) => signal?.addEventListener('abort', () => resolve()))
        return
      }
      for (const [i, token] of (script.tokens ?? []).entries()) {
        await tick()
        if (signal?.aborted === true) return
        if (script.failAfter === i) throw new Error('GPU device lost')
        yield token
      }
    },
    interrupt: () => calls.push('interrupt'),
    unload() {
      calls.push('unload')
      return Promise.resolve()
    },
    cacheStatus(modelId) {
      calls.push('cacheStatus')
      return Promise.resolve(cachedAll || cachedIds.has(modelId))
    },
    deleteModel(modelId) {
      calls.push('deleteModel')
      transport.deleted.push(modelId)
      cachedAll = false
      cachedIds.delete(modelId)
      return Promise.resolve()
    },
    dispose: () => calls.push('dispose'),
  }
  return transport
}
