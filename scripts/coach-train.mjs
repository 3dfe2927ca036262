// Compiles the coach's reader (src/ai/offline/reader) from its labelled examples and writes the
// weights the app loads with the coach. Deterministic: the same examples give the same file.
//   npm run coach:train            train on every example, write src/ai/offline/data/reader-weights.json
//   npm run coach:train -- --cv    5-fold cross-validation on the dev questions (reader alone)
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises'
import { createSsrLoader } from './ssr-loader.mjs'

const cv = process.argv.includes('--cv')
const vite = await createSsrLoader()
try {
  const { loadExamples } = await vite.ssrLoadModule('/scripts/coach-train-run.ts')
  const train = await vite.ssrLoadModule('/scripts/coach-reader-train.ts')
  const { readerFrom } = await vite.ssrLoadModule('/src/ai/offline/reader/compiled-reader.ts')
  const read = async (path) => JSON.parse(await readFile(new URL(path, import.meta.url), 'utf8'))
  const wordingDir = new URL('../tests/coach-eval/wordings/', import.meta.url)
  const wordings = []
  for (const f of (await readdir(wordingDir)).sort())
    wordings.push(...(await read(`../tests/coach-eval/wordings/${f}`)))
  const exampleDir = new URL('../src/ai/offline/data/examples/', import.meta.url)
  const own = []
  for (const f of (await readdir(exampleDir)).filter((f) => f.endsWith('.json')).sort())
    own.push(...(await read(`../src/ai/offline/data/examples/${f}`)))
  const dev = await read('../tests/coach-eval/dev.json')
  const { fixed: allFixed, devExamples } = loadExamples({ wordings, own, dev })
  const fixed = process.env.NO_CUES ? allFixed.filter((e) => (e.weight ?? 1) >= 1) : allFixed
  const started = performance.now()
  if (cv) {
    let top1 = 0
    let top3 = 0
    let lastSize = 0
    const oof = {}
    for (let fold = 0; fold < 5; fold += 1) {
      const trainOn = [...fixed, ...devExamples.filter((_, i) => i % 5 !== fold)]
      const testOn = devExamples.filter((_, i) => i % 5 === fold)
      const o = { ...train.defaultTrainOptions, ...JSON.parse(process.env.TRAIN_OPTIONS ?? '{}') }
      const compiled = train.compile(train.trainDense(trainOn, o), 'cv', o.keepAbove)
      lastSize = compiled.rows.length
      const reader = readerFrom(compiled)
      for (const e of testOn) {
        const r = reader.read(e.text)
        oof[e.text] = r.slice(0, 5)
        if (r[0]?.label === e.label) top1++
        if (r.slice(0, 3).some((x) => x.label === e.label)) top3++
      }
    }
    const n = devExamples.length
    console.log(`kept numbers in last fold: ${String(lastSize)}`)
    // Out-of-fold readings of the dev questions: coach:eval -- --oof scores dev with them, so dev
    // figures are not inflated by the reader having trained on the very questions.
    await mkdir(new URL('../.bench/', import.meta.url), { recursive: true })
    await writeFile(new URL('../.bench/reader-oof.json', import.meta.url), JSON.stringify(oof))
    console.log(
      `dev 5-fold: top-1 ${((top1 / n) * 100).toFixed(1)}%, top-3 ${((top3 / n) * 100).toFixed(1)}% (${n} items)`,
    )
  } else {
    const all = [...fixed, ...devExamples]
    const o = train.defaultTrainOptions
    const weights = train.compile(train.trainDense(all, o), train.hashExamples(all), o.keepAbove)
    const out = new URL('../src/ai/offline/data/reader-weights.json', import.meta.url)
    await writeFile(out, JSON.stringify(weights))
    console.log(
      `${all.length} examples, ${weights.labels.length} labels, ${weights.rows.length} numbers written`,
    )
  }
  console.log(`${((performance.now() - started) / 1000).toFixed(1)} s`)
} finally {
  await vite.close()
}
