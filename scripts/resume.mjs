// Parses a resume on this machine and prints its insights as JSON, with the same pipeline the
// app runs in the browser (src/documents, pdf.js legacy build in Node).
//   npm run resume -- FILE [--now=2025-01-15] [--full]
// --full also prints the text in reading order, the sections and any warnings.
//
// The parse runs in a worker thread, as it runs in a Web Worker in the browser: in Node pdf.js
// shares its thread, and a hostile file can keep it busy long past the deadline (a one-page PDF
// text bomb: 50 s and 540 MB). This thread keeps the deadline and terminates the worker at it, and
// after any answer, so nothing goes on reading once the file is refused.
import { readFile } from 'node:fs/promises'
import { basename } from 'node:path'
import { fileURLToPath } from 'node:url'
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads'

/** Time the in-process deadline gets to answer first, before the thread itself is terminated. */
const GRACE_MS = 500

async function parseInThisThread({ file, nowIso }) {
  const { createServer } = await import('vite')
  const root = fileURLToPath(new URL('..', import.meta.url))
  // No vite.config.ts: the app's plugins (PWA, router codegen) have no business in a CLI. A server
  // in middleware mode rather than runnerImport, because runnerImport closes its module runner
  // after the import and the pipeline loads pdf.js and mammoth later, with dynamic import().
  const vite = await createServer({
    configFile: false,
    root,
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, watch: null, ws: false },
    optimizeDeps: { noDiscovery: true, entries: [] },
    resolve: { alias: { '@': `${root}src` } },
  })
  const documents = await vite.ssrLoadModule('/src/documents/index.ts')
  const limits = await vite.ssrLoadModule('/src/documents/limits.ts')
  const { warmReaders } = await vite.ssrLoadModule('/src/documents/read/warm-readers.ts')
  await warmReaders() // start-up is not parsing: the deadline starts after it, as in the browser
  const bytes = new Uint8Array(await readFile(file))
  parentPort.postMessage({
    type: 'started',
    deadlineMs: limits.PARSE_TIMEOUT_MS + GRACE_MS,
    timeout: { error: 'timeout', message: documents.failureMessages.timeout },
  })
  const outcome = await documents.parseResume(
    { name: basename(file), bytes },
    { now: new Date(nowIso) },
  )
  parentPort.postMessage({ type: 'done', outcome })
}

function print(outcome, full) {
  if (!outcome.ok) {
    console.error(JSON.stringify({ error: outcome.code, message: outcome.message }, null, 2))
    process.exit(1)
  }
  const { insights, warnings, text, sections } = outcome
  console.log(JSON.stringify(full ? { insights, warnings, sections, text } : insights, null, 2))
  process.exit(0)
}

function parseInWorker(file, now, full) {
  const worker = new Worker(new URL(import.meta.url), {
    workerData: { file, nowIso: now.toISOString() },
  })
  let timer
  worker.on('message', (message) => {
    if (message.type === 'started') {
      timer = setTimeout(() => {
        void worker.terminate() // stuck in pdf.js or mammoth: stop it, whatever it is doing
        console.error(JSON.stringify(message.timeout, null, 2))
        process.exit(1)
      }, message.deadlineMs)
      return
    }
    clearTimeout(timer)
    void worker.terminate().then(() => print(message.outcome, full))
  })
  worker.on('error', (error) => {
    clearTimeout(timer)
    console.error(error)
    process.exit(1)
  })
}

if (isMainThread) {
  const args = process.argv.slice(2)
  const file = args.find((a) => !a.startsWith('--'))
  const nowArg = args.find((a) => a.startsWith('--now='))?.slice('--now='.length)
  if (!file) {
    console.error('Usage: npm run resume -- FILE [--now=YYYY-MM-DD] [--full]')
    process.exit(2)
  }
  const now = nowArg ? new Date(`${nowArg}T00:00:00Z`) : new Date()
  if (Number.isNaN(now.getTime())) {
    console.error(`Not a date: ${nowArg}`)
    process.exit(2)
  }
  parseInWorker(file, now, args.includes('--full'))
} else {
  await parseInThisThread(workerData)
}
