/**
 * Runs the read step in a terminable Web Worker where there is one (the browser), else in-process
 * (Node tests and the `npm run resume` command). A read that misses the deadline terminates the
 * worker, whatever it was stuck in, and the next read starts a fresh one.
 */
import {
  DocumentError,
  type DocumentKind,
  type ParseFailureCode,
  type RawDocument,
} from '../document-types'
import { failureMessages } from '../messages'
import { withTimeout } from '../with-timeout'
import { readDocument } from './read-document'

export interface WorkerRequest {
  id: number
  kind: DocumentKind
  bytes: Uint8Array
}

export type WorkerReply =
  | { id: number; ok: true; raw: RawDocument }
  | { id: number; ok: false; code: ParseFailureCode; message: string }

interface Pending {
  resolve: (raw: RawDocument) => void
  reject: (error: DocumentError) => void
}

let worker: Worker | undefined
const pending = new Map<number, Pending>()
let nextId = 1

function failAll(error: DocumentError) {
  for (const waiting of pending.values()) waiting.reject(error)
  pending.clear()
}

function documentWorker(): Worker {
  if (worker) return worker
  const started = new Worker(new URL('../document-worker.ts', import.meta.url), {
    type: 'module',
    name: 'salespath-documents',
  })
  started.addEventListener('message', (event: MessageEvent<WorkerReply>) => {
    const reply = event.data
    const waiting = pending.get(reply.id)
    pending.delete(reply.id)
    if (!waiting) return
    if (reply.ok) waiting.resolve(reply.raw)
    else waiting.reject(new DocumentError(reply.code, reply.message))
  })
  started.addEventListener('error', () => {
    stopWorker()
    failAll(new DocumentError('corrupt', failureMessages.corrupt))
  })
  worker = started
  return started
}

function stopWorker() {
  worker?.terminate()
  worker = undefined
}

function readInWorker(kind: DocumentKind, bytes: Uint8Array, timeoutMs: number) {
  return new Promise<RawDocument>((resolve, reject) => {
    const id = nextId++
    const timer = setTimeout(() => {
      // Every read in flight shares the stuck worker, so all of them end here.
      stopWorker()
      failAll(new DocumentError('timeout', failureMessages.timeout))
    }, timeoutMs)
    const settle =
      <T>(done: (value: T) => void) =>
      (value: T) => {
        clearTimeout(timer)
        done(value)
      }
    pending.set(id, { resolve: settle(resolve), reject: settle(reject) })
    const copy = bytes.slice() // transferred: the caller keeps its own bytes
    const request: WorkerRequest = { id, kind, bytes: copy }
    documentWorker().postMessage(request, [copy.buffer])
  })
}

export function readIsolated(
  kind: DocumentKind,
  bytes: Uint8Array,
  timeoutMs: number,
): Promise<RawDocument> {
  if (typeof Worker === 'undefined') {
    return withTimeout((signal) => readDocument(kind, bytes, signal), timeoutMs)
  }
  return readInWorker(kind, bytes, timeoutMs)
}
