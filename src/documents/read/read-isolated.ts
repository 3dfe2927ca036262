/**
 * Runs the read step in a terminable Web Worker where there is one (the browser), else in-process
 * (Node tests; `npm run resume` adds its own worker thread). The worker is started and warmed when
 * the upload screen opens (prepareDocumentReader). The deadline counts parsing only: it starts when
 * the worker says parsing began and grows with the pages read (parse-deadline.ts). A read that
 * misses it terminates the worker, whatever it was stuck in, and a fresh one is started and warmed
 * at once, so the next file neither waits for a start-up nor pays for one.
 */
import {
  DocumentError,
  type DocumentKind,
  type ParseFailureCode,
  type ParseSuccess,
} from '../document-types'
import { analyseDocument } from '../analyse-lines'
import { READER_STARTUP_TIMEOUT_MS } from '../limits'
import { failureMessages } from '../messages'
import { withTimeout } from '../with-timeout'
import { parseDeadlineMs } from './parse-deadline'
import { readDocument } from './read-document'

export type WorkerRequest =
  | { type: 'warm' }
  | { type: 'read'; id: number; kind: DocumentKind; bytes: Uint8Array; now: number }

export type WorkerReply =
  | { type: 'warm' }
  | { type: 'started'; id: number }
  | { type: 'pages'; id: number; pages: number }
  | { type: 'done'; id: number; ok: true; result: ParseSuccess }
  | { type: 'done'; id: number; ok: false; code: ParseFailureCode; message: string }

interface Pending {
  resolve: (result: ParseSuccess) => void
  reject: (error: DocumentError) => void
  size: number
  capMs: number
  startedAt: number | undefined
  timer: ReturnType<typeof setTimeout> | undefined
}

let worker: Worker | undefined
const pending = new Map<number, Pending>()
let nextId = 1

const timedOut = () => new DocumentError('timeout', failureMessages.timeout)

/** Ends every read in flight: they share the worker, which is gone or stuck. */
function stopWorker(error: DocumentError) {
  worker?.terminate()
  worker = undefined
  for (const waiting of pending.values()) {
    clearTimeout(waiting.timer)
    waiting.reject(error)
  }
  pending.clear()
}

function expireIn(waiting: Pending, ms: number) {
  clearTimeout(waiting.timer)
  waiting.timer = setTimeout(() => {
    stopWorker(timedOut())
    startWorker() // ready before the next file is chosen
  }, ms)
}

function onReply(reply: WorkerReply) {
  if (reply.type === 'warm') return
  const waiting = pending.get(reply.id)
  if (!waiting) return
  if (reply.type === 'started') {
    waiting.startedAt = performance.now()
    expireIn(waiting, parseDeadlineMs(waiting.size, 1, waiting.capMs))
  } else if (reply.type === 'pages') {
    const spent = performance.now() - (waiting.startedAt ?? performance.now())
    expireIn(waiting, parseDeadlineMs(waiting.size, reply.pages, waiting.capMs) - spent)
  } else {
    clearTimeout(waiting.timer)
    pending.delete(reply.id)
    if (reply.ok) waiting.resolve(reply.result)
    else waiting.reject(new DocumentError(reply.code, reply.message))
  }
}

function startWorker(): Worker {
  const started = new Worker(new URL('../document-worker.ts', import.meta.url), {
    type: 'module',
    name: 'salespath-documents',
  })
  started.addEventListener('message', (event: MessageEvent<WorkerReply>) => onReply(event.data))
  // Not restarted here: a worker whose script fails to load would fail again at once.
  started.addEventListener('error', () =>
    stopWorker(new DocumentError('corrupt', failureMessages.corrupt)),
  )
  const warm: WorkerRequest = { type: 'warm' }
  started.postMessage(warm)
  worker = started
  return started
}

function readInWorker(kind: DocumentKind, bytes: Uint8Array, capMs: number, now: Date) {
  return new Promise<ParseSuccess>((resolve, reject) => {
    const id = nextId++
    const waiting: Pending = {
      resolve,
      reject,
      size: bytes.length,
      capMs,
      startedAt: undefined,
      timer: undefined,
    }
    pending.set(id, waiting)
    // Until the worker says parsing began, only a worker that never starts is given up on.
    expireIn(waiting, Math.max(READER_STARTUP_TIMEOUT_MS, capMs))
    const copy = bytes.slice() // transferred: the caller keeps its own bytes
    const request: WorkerRequest = { type: 'read', id, kind, bytes: copy, now: now.getTime() }
    ;(worker ?? startWorker()).postMessage(request, [copy.buffer])
  })
}

/** Starts and warms the reader's worker ahead of a file, once; a no-op without Web Workers. */
export function prepareDocumentReader(): void {
  if (typeof Worker !== 'undefined' && !worker) startWorker()
}

/**
 * Reads and analyses a file (insights at `now`). capMs caps the parse deadline (PARSE_TIMEOUT_MS
 * unless a caller asks for less).
 */
export function readIsolated(
  kind: DocumentKind,
  bytes: Uint8Array,
  capMs: number,
  now: Date,
): Promise<ParseSuccess> {
  if (typeof Worker === 'undefined') {
    const work = async (signal: AbortSignal) => {
      const raw = await readDocument(kind, bytes, signal)
      signal.throwIfAborted() // refused meanwhile: no analysis nobody will read
      return analyseDocument(raw, now)
    }
    return withTimeout(work, capMs)
  }
  return readInWorker(kind, bytes, capMs, now)
}
