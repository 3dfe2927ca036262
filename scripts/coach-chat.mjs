// Plays whole conversations against the offline coach and prints every reply in full, the way a
// person would read them: the tool for trying Becky by hand (issue 30) on conversations that are
// in no evaluation set. The file holds one user turn per line; a blank line starts a new
// conversation; lines starting with # are comments.
//   npm run coach:chat -- path/to/conversations.txt [--anonymous]
import { readFile } from 'node:fs/promises'
import { createSsrLoader } from './ssr-loader.mjs'

const args = process.argv.slice(2)
const file = args.find((a) => !a.startsWith('--'))
if (file === undefined) {
  console.error('usage: npm run coach:chat -- <file> [--anonymous]')
  process.exit(1)
}
const conversations = (await readFile(file, 'utf8'))
  .split(/\n\s*\n/)
  .map((block) =>
    block
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== '' && !line.startsWith('#')),
  )
  .filter((turns) => turns.length > 0)

const vite = await createSsrLoader()
try {
  const { contexts } = await vite.ssrLoadModule('/scripts/coach-eval-run.ts')
  const { answerOffline } = await vite.ssrLoadModule('/src/ai/offline/offline-coach.ts')
  await (await vite.ssrLoadModule('/src/ai/offline/reader/shipped-reader.ts')).loadReader()
  const context = contexts[args.includes('--anonymous') ? 'anonymous' : 'sam']
  const start = Date.parse('2026-01-05T09:00:00.000Z')
  conversations.forEach((turns, n) => {
    console.log(`\n======== conversation ${String(n + 1)}`)
    const history = []
    for (const message of turns) {
      const answer = answerOffline({ message, history: [...history], context })
      const reading = answer.clarifying
        ? `clarifying: ${answer.readings.join(', ')}`
        : answer.situation
      console.log(`\nUSER: ${message}\nBECKY [${reading}]:\n${answer.text}`)
      for (const [role, content] of [
        ['user', message],
        ['assistant', answer.text],
      ]) {
        const at = new Date(start + history.length * 60_000).toISOString()
        history.push({ id: `m${String(history.length)}`, role, content, timestamp: at })
      }
    }
  })
} finally {
  await vite.close()
}
process.exit(0)
