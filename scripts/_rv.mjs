import { createSsrLoader } from './ssr-loader.mjs'
const vite = await createSsrLoader()
const r = await vite.ssrLoadModule('/src/domain/practice/review/index.ts')
for (const msg of process.argv.slice(2)) {
  const text = r.pastedTextIn(msg)
  console.log('TEXT:', JSON.stringify(text))
  const rv = r.reviewText(text, r.formatNamedIn(msg, text))
  for (const c of rv.criteria.filter(c=>!c.met)) console.log(c.id, '|', c.quote, '=>', c.alternative)
}
await vite.close(); process.exit(0)
