// Scores the offline coach on the team's wording sets (tests/coach-eval/wordings): messages
// written by teammates in the voices of people in sales, each labelled with the situation a good
// answer must recognise. They are not real questions (the eval set is); they show how far the
// cue tables reach beyond the words they were written for. Measures; never gates.
//   npm run coach:wordings               right / acceptable / clarifying per set
//   npm run coach:wordings -- --verbose  also every miss
import { readdir, readFile } from 'node:fs/promises'
import { createSsrLoader } from './ssr-loader.mjs'

const verbose = process.argv.includes('--verbose')
const dir = new URL('../tests/coach-eval/wordings/', import.meta.url)
const vite = await createSsrLoader()
const clip = (text, n) => (text.length > n ? `${text.slice(0, n)}...` : text).replace(/\s+/g, ' ')

try {
  const run = await vite.ssrLoadModule('/scripts/coach-eval-run.ts')
  const { answerOffline } = await vite.ssrLoadModule('/src/ai/offline/offline-coach.ts')
  // The app reads with the compiled reader loaded; without it only the rules would be scored.
  await (await vite.ssrLoadModule('/src/ai/offline/reader/shipped-reader.ts')).loadReader()
  const files = (await readdir(dir)).filter((f) => f.endsWith('.json')).sort()
  for (const file of files) {
    const items = JSON.parse(await readFile(new URL(file, dir), 'utf8'))
    let right = 0
    let acceptable = 0
    let clarifying = 0
    const misses = []
    for (const { q, want, alt = [] } of items) {
      const a = answerOffline({ message: q, history: [], context: run.contexts.sam })
      if (a.clarifying) clarifying++
      if (a.situation === want) right++
      else if (alt.includes(a.situation)) acceptable++
      else misses.push(`    expected ${want}, got ${a.situation}: ${clip(q, 140)}`)
    }
    console.log(
      `${file}: ${right}/${items.length} right, ${acceptable} acceptable alternatives, ${clarifying} clarifying`,
    )
    if (verbose) for (const line of misses) console.log(line)
  }
} finally {
  await vite.close()
}
