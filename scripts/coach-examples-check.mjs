// Checks the coach's own example files (src/ai/offline/data/examples/*.json) before they train the
// reader: each example is valid ({ text, card, source }, a known card), and none comes from a
// holdout question's page or repeats its words, so the holdout stays unseen by the reader.
// It names only the example (file and index), never the holdout text it resembles.
//   npm run coach:examples
import { readdir, readFile } from 'node:fs/promises'

const root = new URL('../', import.meta.url)
const read = async (path) => JSON.parse(await readFile(new URL(path, root), 'utf8'))

const words = (text) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9' ]+/g, ' ')
    .split(/\s+/)
    .filter(Boolean)

/** Word 4-grams: two texts sharing several of them share a sentence, not just a topic. */
const shingles = (text) => {
  const w = words(text)
  const out = new Set()
  for (let i = 0; i + 4 <= w.length; i += 1) out.add(w.slice(i, i + 4).join(' '))
  return out
}

const pageOf = (source) =>
  String(source ?? '')
    .replace(/[?#].*$/, '')
    .replace(/\/+$/, '')

const holdout = await read('tests/coach-eval/holdout.json')
const cards = new Set(await read('tests/coach-eval/situation-ids.json'))
const heldPages = new Set(holdout.map((h) => pageOf(h.source)).filter(Boolean))
const heldShingles = holdout.map((h) => shingles(h.question))

const dir = new URL('src/ai/offline/data/examples/', root)
const files = (await readdir(dir)).filter((f) => f.endsWith('.json')).sort()
let problems = 0
let total = 0
for (const file of files) {
  const examples = await read(`src/ai/offline/data/examples/${file}`)
  examples.forEach((e, i) => {
    total += 1
    const where = `${file}[${String(i)}]`
    const say = (why) => {
      problems += 1
      console.log(`${where}: ${why}`)
    }
    if (typeof e.text !== 'string' || e.text.trim().length < 8) say('text missing or too short')
    if (!cards.has(e.card)) say(`unknown card "${String(e.card)}"`)
    if (typeof e.source !== 'string' || !/^https?:\/\//.test(e.source))
      say('source address missing')
    if (heldPages.has(pageOf(e.source))) say('comes from a page a holdout question comes from')
    const own = shingles(e.text ?? '')
    if (own.size === 0) return
    const worst = Math.max(
      0,
      ...heldShingles.map((h) => [...own].filter((s) => h.has(s)).length / own.size),
    )
    if (worst >= 0.15)
      say(`shares ${(worst * 100).toFixed(0)}% of its word 4-grams with a holdout question`)
  })
}
console.log(
  `${String(total)} examples in ${String(files.length)} files, ${String(problems)} problems`,
)
process.exitCode = problems === 0 ? 0 : 1
