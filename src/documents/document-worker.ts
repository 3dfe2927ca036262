/**
 * The read step and the analysis after it in a Web Worker: pdf.js, mammoth, the .doc reader and
 * the insights run here, off the page's thread, so a hostile file can only stall this worker, and
 * the page terminates it at the deadline.
 * The page warms it first ('warm': readers loaded), and each read says when parsing starts and how
 * many pages it will read, so the page's deadline counts parsing only and grows with the pages.
 */
import { analyseDocument } from './analyse-lines'
import { DocumentError, type DocumentKind } from './document-types'
import { failureMessages } from './messages'
import { readDocument } from './read/read-document'
import type { WorkerReply, WorkerRequest } from './read/read-isolated'
import { warmReaders } from './read/warm-readers'

interface WorkerScope {
  postMessage(message: WorkerReply): void
  addEventListener(type: 'message', listener: (event: MessageEvent<WorkerRequest>) => void): void
}

const scope = self as unknown as WorkerScope

let warming: Promise<void> | undefined

// A reader that fails to load is not fatal here: the read that needs it reports the failure.
const warm = () => (warming ??= warmReaders().catch(() => undefined))

async function answer(
  id: number,
  kind: DocumentKind,
  bytes: Uint8Array,
  now: Date,
): Promise<WorkerReply> {
  await warm()
  scope.postMessage({ type: 'started', id })
  const onPages = (pages: number) => scope.postMessage({ type: 'pages', id, pages })
  try {
    const raw = await readDocument(kind, bytes, undefined, onPages)
    return { type: 'done', id, ok: true, result: analyseDocument(raw, now) }
  } catch (error) {
    if (error instanceof DocumentError) {
      return { type: 'done', id, ok: false, code: error.code, message: error.message }
    }
    return { type: 'done', id, ok: false, code: 'corrupt', message: failureMessages.corrupt }
  }
}

scope.addEventListener('message', (event) => {
  const request = event.data
  if (request.type === 'warm') {
    void warm().then(() => scope.postMessage({ type: 'warm' }))
    return
  }
  const { id, kind, bytes, now } = request
  void answer(id, kind, bytes, new Date(now)).then((reply) => scope.postMessage(reply))
})
