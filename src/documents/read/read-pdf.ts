/** Read step for PDFs: text runs with their positions, page by page, via pdf.js. */
import type { TextItem, TextMarkedContent } from 'pdfjs-dist/types/src/display/api'
import { DocumentError, type ParseWarning, type PdfItem, type PdfPage } from '../document-types'
import { MAX_PDF_PAGES, MAX_TEXT_CHARS } from '../limits'
import { failureMessages, warningMessages } from '../messages'
import { discardPdfWorker, loadPdfJs, sharedPdfWorker } from './load-pdfjs'

const DEFAULT_FONT_SIZE = 10

function toPdfItem(item: TextItem): PdfItem {
  const [, , c = 0, d = 0, x = 0, y = 0] = item.transform as number[]
  const size = Math.hypot(c, d) || item.height || DEFAULT_FONT_SIZE
  return { str: item.str, x, y, width: item.width, size }
}

const isVisibleText = (item: TextItem | TextMarkedContent): item is TextItem =>
  'str' in item && item.str.trim() !== ''

/** pdf.js reports failures as exceptions named by kind; map them to what the user can do. */
export function pdfFailure(error: unknown): DocumentError {
  if (error instanceof DocumentError) return error
  const name = error instanceof Object && 'name' in error ? String(error.name) : ''
  if (name === 'PasswordException') {
    return new DocumentError('encrypted', failureMessages.encrypted)
  }
  return new DocumentError('corrupt', failureMessages.corrupt)
}

/** onPages hears how many pages will be read once the document opens: the deadline grows with them. */
export async function readPdf(
  bytes: Uint8Array,
  signal?: AbortSignal,
  onPages?: (pages: number) => void,
): Promise<{ kind: 'pdf'; pages: PdfPage[]; warnings: ParseWarning[] }> {
  const pdfjs = await loadPdfJs()
  // pdf.js transfers (detaches) the buffer it is given; hand it a copy so callers keep theirs.
  const task = pdfjs.getDocument({
    data: bytes.slice(),
    worker: sharedPdfWorker(pdfjs),
    verbosity: 0,
    stopAtErrors: false,
    disableWorkerRendering: true,
  })
  // A timed-out parse stops pdf.js's work instead of letting it run on in the background.
  const stop = () => {
    discardPdfWorker()
    void task.destroy()
  }
  signal?.addEventListener('abort', stop, { once: true })
  const warnings: ParseWarning[] = []
  try {
    const doc = await task.promise
    if (doc.numPages > MAX_PDF_PAGES) {
      warnings.push({ code: 'pages-truncated', message: warningMessages['pages-truncated'] })
    }
    const pages: PdfPage[] = []
    let chars = 0
    onPages?.(Math.min(doc.numPages, MAX_PDF_PAGES))
    for (let n = 1; n <= Math.min(doc.numPages, MAX_PDF_PAGES); n++) {
      // In Node pdf.js shares the thread: a refused file stops here rather than read on unseen.
      signal?.throwIfAborted()
      const page = await doc.getPage(n)
      const content = await page.getTextContent()
      const items = content.items.filter(isVisibleText).map(toPdfItem)
      pages.push({ width: page.view[2] ?? 0, items })
      chars += items.reduce((sum, item) => sum + item.str.length, 0)
      if (chars > MAX_TEXT_CHARS) {
        warnings.push({ code: 'text-truncated', message: warningMessages['text-truncated'] })
        break
      }
    }
    return { kind: 'pdf', pages, warnings }
  } catch (error) {
    throw pdfFailure(error)
  } finally {
    await task.destroy()
  }
}
