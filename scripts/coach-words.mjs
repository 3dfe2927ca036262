// Rebuilds src/ai/offline/understand/asked-words.json, the offline coach's table of how people
// word each situation, from the evaluation set's dev part only (never the holdout).
//   npm run coach:words
// Run it after dev.json changes; tests/unit/asked-words.test.ts fails while the table is stale.
import { readFile, writeFile } from 'node:fs/promises'
import { createSsrLoader } from './ssr-loader.mjs'

const vite = await createSsrLoader()
try {
  const { askedWordTable } = await vite.ssrLoadModule('/src/ai/offline/understand/asked-words.ts')
  const dev = JSON.parse(await readFile(new URL('../tests/coach-eval/dev.json', import.meta.url)))
  const table = askedWordTable(dev)
  const out = new URL('../src/ai/offline/understand/asked-words.json', import.meta.url)
  await writeFile(out, `${JSON.stringify(table)}\n`)
  const stems = Object.values(table).reduce((n, s) => n + Object.keys(s).length, 0)
  console.log(
    `asked-words.json: ${dev.length} dev questions, ${Object.keys(table).length} situations, ${stems} stems`,
  )
} finally {
  await vite.close()
}
