// Prints every situation card of the offline coach: id, title, area, answer and points, for people
// labelling the evaluation set (tests/coach-eval/README.md, `acceptable`) without running the coach.
//   node scripts/coach-cards-list.mjs            all cards
//   node scripts/coach-cards-list.mjs pip fired  only these ids
import { createSsrLoader } from './ssr-loader.mjs'

const wanted = process.argv.slice(2)
const vite = await createSsrLoader()
try {
  const { situationCards } = await vite.ssrLoadModule('/src/ai/offline/situations/index.ts')
  for (const card of situationCards) {
    if (wanted.length > 0 && !wanted.includes(card.id)) continue
    console.log(`\n## ${card.id} (${card.area}): ${card.title}`)
    console.log(card.answer)
    for (const point of card.points) console.log(`  - ${point}`)
  }
} finally {
  await vite.close()
}
