// Prints how the offline coach reads single messages (card, act, follow-up, signals, confidence,
// the top readings and the compiled reader's top three): the tool for finding why a message was
// misread before adding an example or a card field (issue 30).
//   npm run coach:read -- "message one" "message two"
import { createSsrLoader } from './ssr-loader.mjs'

const messages = process.argv.slice(2)
const vite = await createSsrLoader()
try {
  const { understand } = await vite.ssrLoadModule('/src/ai/offline/understand/index.ts')
  const shipped = await vite.ssrLoadModule('/src/ai/offline/reader/shipped-reader.ts')
  await shipped.loadReader()
  for (const message of messages) {
    const u = understand(message)
    const ranked = u.ranked
      .slice(0, 3)
      .map((r) => `${r.card.id} ${r.score.toFixed(2)}`)
      .join(', ')
    const read = (shipped.currentReader()?.read(message) ?? [])
      .slice(0, 3)
      .map((r) => `${r.label} ${r.p.toFixed(2)}`)
      .join(', ')
    console.log(`\n${message}`)
    console.log(`  card ${u.card?.id ?? '-'}  act ${u.act}  followUp ${u.followUp ?? '-'}`)
    console.log(`  signals [${u.signals.join(', ')}]  confidence ${u.confidence.toFixed(2)}`)
    console.log(`  rules: ${ranked}`)
    console.log(`  reader: ${read}`)
  }
} finally {
  await vite.close()
}
process.exit(0)
