// Parses a resume on this machine and prints its insights as JSON, with the same pipeline the
// app runs in the browser (src/documents, pdf.js legacy build in Node).
//   npm run resume -- FILE [--now=2025-01-15] [--full]
// --full also prints the text in reading order, the sections and any warnings.
import { readFile } from 'node:fs/promises'
import { basename } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createServer } from 'vite'

const root = fileURLToPath(new URL('..', import.meta.url))
// No vite.config.ts: the app's plugins (PWA, router codegen) have no business in a CLI. A server
// in middleware mode rather than runnerImport, because runnerImport closes its module runner after
// the import and the pipeline loads pdf.js and mammoth later, with dynamic import().
const viteForNode = {
  configFile: false,
  root,
  logLevel: 'error',
  appType: 'custom',
  server: { middlewareMode: true, hmr: false, watch: null },
  optimizeDeps: { noDiscovery: true, entries: [] },
  resolve: { alias: { '@': `${root}src` } },
}

const args = process.argv.slice(2)
const file = args.find((a) => !a.startsWith('--'))
const nowArg = args.find((a) => a.startsWith('--now='))?.slice('--now='.length)
const full = args.includes('--full')

if (!file) {
  console.error('Usage: npm run resume -- FILE [--now=YYYY-MM-DD] [--full]')
  process.exit(2)
}
const now = nowArg ? new Date(`${nowArg}T00:00:00Z`) : new Date()
if (Number.isNaN(now.getTime())) {
  console.error(`Not a date: ${nowArg}`)
  process.exit(2)
}

const vite = await createServer(viteForNode)
let outcome
try {
  const documents = await vite.ssrLoadModule('/src/documents/index.ts')
  const bytes = new Uint8Array(await readFile(file))
  outcome = await documents.parseResume({ name: basename(file), bytes }, { now })
} finally {
  await vite.close()
}

if (!outcome.ok) {
  console.error(JSON.stringify({ error: outcome.code, message: outcome.message }, null, 2))
  process.exit(1)
}
const { insights, warnings, text, sections } = outcome
console.log(JSON.stringify(full ? { insights, warnings, sections, text } : insights, null, 2))
