// Adds new evaluation items to tests/coach-eval: each goes to dev.json or holdout.json by a seeded
// hash of its id (tests/coach-eval/eval-set.ts), so the split never depends on order or on who adds.
//   node scripts/coach-eval-split.mjs new-items.json
// An id already present is replaced in place (same id, same part). Files are kept sorted by id.
import { readFile, writeFile } from 'node:fs/promises'
import { createSsrLoader } from './ssr-loader.mjs'

const input = process.argv[2]
if (input === undefined) {
  console.error('usage: node scripts/coach-eval-split.mjs new-items.json')
  process.exit(2)
}
const vite = await createSsrLoader()
const fileOf = (part) => new URL(`../tests/coach-eval/${part}.json`, import.meta.url)
const readPart = async (part) => {
  try {
    return JSON.parse(await readFile(fileOf(part), 'utf8'))
  } catch {
    return []
  }
}
try {
  const { evalSetSchema, splitOf } = await vite.ssrLoadModule('/tests/coach-eval/eval-set.ts')
  const incoming = evalSetSchema.parse(JSON.parse(await readFile(input, 'utf8')))
  const parts = { dev: await readPart('dev'), holdout: await readPart('holdout') }
  for (const item of incoming) {
    const part = parts[splitOf(item.id)]
    const at = part.findIndex((existing) => existing.id === item.id)
    if (at >= 0) part[at] = item
    else part.push(item)
  }
  for (const [name, items] of Object.entries(parts)) {
    items.sort((a, b) => a.id.localeCompare(b.id))
    await writeFile(fileOf(name), `${JSON.stringify(evalSetSchema.parse(items), null, 2)}\n`)
    console.log(`${name}: ${items.length} items`)
  }
} finally {
  await vite.close()
}
