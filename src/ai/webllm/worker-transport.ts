import type { ModelMessage } from '../prompt/build-messages'
import { abortError, type ModelTransport, type ReplyOptions } from './model-transport'
import {
  isWorkerResponse,
  type LoadProgress,
  type WorkerRequest,
  type WorkerResponse,
} from './protocol'

/** The two directions of a worker, behind a small seam so tests can wire in the handler directly. */
export interface WorkerPort {
  send(message: WorkerRequest): void
  listen(onMessage: (data: unknown) => void, onError: (message: string) => void): void
  terminate(): void
}

export function portFromWorker(worker: Worker): WorkerPort {
  return {
    send: (message) => worker.postMessage(message),
    listen(onMessage, onError) {
      worker.addEventListener('message', (event: MessageEvent<unknown>) => onMessage(event.data))
      worker.addEventListener('error', (event: ErrorEvent) => {
        event.preventDefault()
        onError(event.message || 'The model worker failed to start.')
      })
    },
    terminate: () => worker.terminate(),
  }
}

/** Vite bundles the worker (and web-llm with it) as a separate chunk from this exact form. */
export function spawnCoachWorker(): WorkerPort {
  return portFromWorker(
    new Worker(new URL('./coach-model-worker.ts', import.meta.url), { type: 'module' }),
  )
}

type Listener = (response: WorkerResponse) => void

class WorkerFailure extends Error {
  constructor(message: string, name = 'ModelWorkerError') {
    super(message)
    this.name = name
  }
}

/** A ModelTransport over the worker protocol. The worker starts on first use, not before. */
export function createWorkerTransport(spawn: () => WorkerPort = spawnCoachWorker): ModelTransport {
  let port: WorkerPort | undefined
  let nextId = 1
  const listeners = new Map<number, Listener>()

  function failAll(message: string): void {
    for (const listener of listeners.values()) listener({ type: 'error', id: 0, message })
    listeners.clear()
    port?.terminate()
    port = undefined
  }

  function send(message: WorkerRequest): void {
    if (!port) {
      const fresh = spawn()
      fresh.listen((data) => {
        if (isWorkerResponse(data)) listeners.get(data.id)?.(data)
      }, failAll)
      port = fresh
    }
    port.send(message)
  }

  /** One request, one final response: resolves on `accept`, rejects on 'error'. */
  function call<T>(
    build: (id: number) => WorkerRequest,
    accept: (response: WorkerResponse) => T | undefined,
    onOther?: Listener,
  ): { id: number; result: Promise<T> } {
    const id = nextId++
    const result = new Promise<T>((resolve, reject) => {
      listeners.set(id, (response) => {
        if (response.type === 'error') {
          listeners.delete(id)
          reject(new WorkerFailure(response.message, response.name))
          return
        }
        const value = accept(response)
        if (value === undefined) {
          onOther?.(response)
          return
        }
        listeners.delete(id)
        resolve(value)
      })
    })
    send(build(id))
    return { id, result }
  }

  function load(
    modelId: string,
    onProgress: (p: LoadProgress) => void,
    signal?: AbortSignal,
  ): Promise<void> {
    if (signal?.aborted === true) return Promise.reject(abortError())
    const { id, result } = call(
      (callId) => ({ type: 'load', id: callId, modelId }),
      (r) => (r.type === 'loaded' ? true : undefined),
      (r) => r.type === 'progress' && onProgress(r.progress),
    )
    if (!signal) return result.then(() => undefined)
    return new Promise<void>((resolve, reject) => {
      const onAbort = () => {
        listeners.delete(id)
        // Unloading aborts web-llm's reload, which stops the download.
        send({ type: 'unload', id: nextId++ })
        reject(abortError())
      }
      signal.addEventListener('abort', onAbort, { once: true })
      result
        .then(
          () => resolve(),
          (error: unknown) => reject(error instanceof Error ? error : new Error(String(error))),
        )
        .finally(() => signal.removeEventListener('abort', onAbort))
    })
  }

  async function* reply(
    messages: ModelMessage[],
    signal?: AbortSignal,
    options: ReplyOptions = {},
  ): AsyncGenerator<string> {
    if (signal?.aborted === true) return
    const id = nextId++
    const stream: { queue: string[]; state: 'streaming' | 'done' | 'aborted'; failure?: Error } = {
      queue: [],
      state: 'streaming',
    }
    let wake: (() => void) | undefined
    listeners.set(id, (r) => {
      if (r.type === 'token') stream.queue.push(r.text)
      else if (r.type === 'done') stream.state = 'done'
      else if (r.type === 'error') stream.failure = new WorkerFailure(r.message, r.name)
      wake?.()
    })
    const onAbort = () => {
      stream.state = 'aborted'
      wake?.()
    }
    signal?.addEventListener('abort', onAbort, { once: true })
    send({ type: 'reply', id, messages, ...options })
    try {
      for (;;) {
        if (stream.state === 'aborted') return
        const next = stream.queue.shift()
        if (next !== undefined) {
          yield next
          continue
        }
        if (stream.failure) throw stream.failure
        if (stream.state === 'done') return
        await new Promise<void>((resolve) => (wake = resolve))
      }
    } finally {
      signal?.removeEventListener('abort', onAbort)
      listeners.delete(id)
      // Aborted, or the reader stopped early: stop generating tokens nobody reads.
      if (stream.state !== 'done' && stream.failure === undefined) send({ type: 'interrupt' })
    }
  }

  return {
    load,
    reply,
    interrupt: () => port?.send({ type: 'interrupt' }),
    unload: () =>
      call(
        (id) => ({ type: 'unload', id }),
        (r) => (r.type === 'ok' ? true : undefined),
      ).result.then(() => undefined),
    cacheStatus: (modelId) =>
      call(
        (id) => ({ type: 'cacheStatus', id, modelId }),
        (r) => (r.type === 'cacheStatus' ? r.cached : undefined),
      ).result,
    deleteModel: (modelId) =>
      call(
        (id) => ({ type: 'deleteModel', id, modelId }),
        (r) => (r.type === 'ok' ? true : undefined),
      ).result.then(() => undefined),
    dispose() {
      failAll('The model worker was stopped.')
    },
  }
}
