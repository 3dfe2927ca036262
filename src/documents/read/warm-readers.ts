/**
 * Loads the readers before a file is chosen: pdf.js with its own worker booted, and mammoth. Run
 * inside the document worker when the upload screen opens, so the parse deadline measures parsing
 * and not a cold start (about 1-3 s on a busy machine, more on a slow phone).
 */
import { loadPdfJs, sharedPdfWorker } from './load-pdfjs'

export async function warmReaders(): Promise<void> {
  const [pdfjs] = await Promise.all([loadPdfJs(), import('mammoth')])
  await sharedPdfWorker(pdfjs).promise
}
