/**
 * The read step in a Web Worker: pdf.js, mammoth and the .doc reader run here, off the page's
 * thread, so a hostile file can only stall this worker, and the page terminates it at the deadline.
 */
import { DocumentError, type DocumentKind } from './document-types'
import { failureMessages } from './messages'
import { readDocument } from './read/read-document'
import type { WorkerReply, WorkerRequest } from './read/read-isolated'

interface WorkerScope {
  postMessage(message: WorkerReply): void
  addEventListener(type: 'message', listener: (event: MessageEvent<WorkerRequest>) => void): void
}

const scope = self as unknown as WorkerScope

async function answer(id: number, kind: DocumentKind, bytes: Uint8Array): Promise<WorkerReply> {
  try {
    return { id, ok: true, raw: await readDocument(kind, bytes) }
  } catch (error) {
    if (error instanceof DocumentError) {
      return { id, ok: false, code: error.code, message: error.message }
    }
    return { id, ok: false, code: 'corrupt', message: failureMessages.corrupt }
  }
}

scope.addEventListener('message', (event) => {
  const { id, kind, bytes } = event.data
  void answer(id, kind, bytes).then((reply) => scope.postMessage(reply))
})
