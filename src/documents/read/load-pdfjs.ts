/**
 * Loads pdf.js on demand, once. Browsers get the modern build with its worker emitted by Vite as a
 * separate asset (precached by the service worker, so parsing works offline). Node (tests, the
 * `npm run resume` command) gets the legacy build, which runs its worker in-process.
 */
type PdfJs = typeof import('pdfjs-dist')
type PdfWorker = InstanceType<PdfJs['PDFWorker']>

let loading: Promise<PdfJs> | undefined
let worker: PdfWorker | undefined

// Typed loosely on purpose: in the browser there is no `process` at all.
const isNode = (): boolean =>
  typeof (globalThis as { process?: { versions?: { node?: unknown } } }).process?.versions?.node ===
  'string'

// Held in a variable so the browser bundle never includes (or precaches) the legacy build.
const NODE_BUILD = 'pdfjs-dist/legacy/build/pdf.mjs'

async function loadForNode(): Promise<PdfJs> {
  return (await import(/* @vite-ignore */ NODE_BUILD)) as PdfJs
}

async function loadForBrowser(): Promise<PdfJs> {
  const [pdfjs, worker] = await Promise.all([
    import('pdfjs-dist'),
    import('pdfjs-dist/build/pdf.worker.min.mjs?url'),
  ])
  pdfjs.GlobalWorkerOptions.workerSrc = worker.default
  return pdfjs
}

export function loadPdfJs(): Promise<PdfJs> {
  loading ??= (isNode() ? loadForNode() : loadForBrowser()).catch((error: unknown) => {
    loading = undefined // a failed chunk download may succeed on the next attempt
    throw error
  })
  return loading
}

/**
 * One pdf.js worker for the session. Left to itself pdf.js starts a new Web Worker per document,
 * and booting the 1.2 MB worker script costs about 300 ms in the browser every time.
 */
export function sharedPdfWorker(pdfjs: PdfJs): PdfWorker {
  if (!worker || worker.destroyed) worker = new pdfjs.PDFWorker({ verbosity: 0 })
  return worker
}

/** After a timeout the worker may still be busy with a hostile file: the next parse gets a new one. */
export function discardPdfWorker(): void {
  worker?.destroy()
  worker = undefined
}
