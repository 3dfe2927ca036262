import { createSsrLoader } from './ssr-loader.mjs'
const vite = await createSsrLoader()
const cp = await vite.ssrLoadModule('/src/ai/offline/compose-points.ts')
const u = await vite.ssrLoadModule('/src/ai/offline/understand/index.ts')
const s = await vite.ssrLoadModule('/src/ai/offline/situations/index.ts')
const [id, msg] = process.argv.slice(2)
const card = s.cardFor(id)
const text = u.normalise(msg).text
console.log(text, u.contentStems(text))
const w = await vite.ssrLoadModule("/src/ai/offline/understand/index.ts"); console.log(u.contentStems(text).map(x=>[x,w.wordWeight?.(x)]));
console.log(cp.pointsFor(card.points, cp.askedPart(text), 4, 0, s.topicWordsOf(card)))
await vite.close(); process.exit(0)
