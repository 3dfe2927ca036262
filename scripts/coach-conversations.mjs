// Multi-turn conversation evaluation of the offline coach. Plays the scripted conversations of
// tests/coach-conversations/dev.json and holdout.json turn by turn (each user message and Becky's
// reply appended to the history) and prints, per part: turns on thread, must-mention rate,
// must-not violations, repeated sentences, distress turns handled and latency. It measures; it
// never gates (exit 0).
//   npm run coach:conversations                         both parts
//   npm run coach:conversations -- --verbose            also the failing turns of the dev part
//   npm run coach:conversations -- --holdout-misses     also the failing turns of the holdout
//   npm run coach:conversations -- dev                  only the dev part (or: holdout)
import { readFile } from 'node:fs/promises'
import { createSsrLoader } from './ssr-loader.mjs'

const args = process.argv.slice(2)
const verbose = args.includes('--verbose')
const holdoutMisses = args.includes('--holdout-misses')
const wanted = args.filter((a) => !a.startsWith('--'))
const parts = ['dev', 'holdout'].filter((p) => wanted.length === 0 || wanted.includes(p))

const pct = (n, d) => (d === 0 ? 'n/a' : `${((n / d) * 100).toFixed(1)}%`)
const ms = (x) => (x < 1 ? x.toFixed(3) : x.toFixed(1))
const clip = (text, n) => (text.length > n ? `${text.slice(0, n)}...` : text).replace(/\s+/g, ' ')

function printFigures(part, f) {
  console.log(`\n${part}`)
  console.log(`  conversations          ${f.conversations}`)
  console.log(`  turns                  ${f.turns}`)
  console.log(`  turns on thread        ${f.onThread} / ${f.turns} (${pct(f.onThread, f.turns)})`)
  const categories = Object.entries(f.byCategory)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, c]) => `${name} ${c.onThread}/${c.turns}`)
    .join(', ')
  console.log(`    by category          ${categories}`)
  console.log(
    `  must-mention rate      ${pct(f.mustMentionPassed, f.mustMentionTurns)} (${f.mustMentionPassed} / ${f.mustMentionTurns} turns)`,
  )
  console.log(`  must-not violations    ${f.mustNotViolations} in ${f.violatingTurns} replies`)
  console.log(`  repeated sentences     ${f.repeatedSentences} in ${f.repeatingReplies} replies`)
  console.log(
    `  distress handled       ${f.distressHandled} / ${f.distressTurns} (${pct(f.distressHandled, f.distressTurns)})`,
  )
  console.log(`  clarifying replies     ${f.clarifying}`)
  console.log(`  latency per turn       p50 ${ms(f.p50Ms)} ms, p95 ${ms(f.p95Ms)} ms`)
}

function printMisses(results, isMiss) {
  for (const r of results.filter(isMiss)) {
    console.log(`\n  [${r.conversationId} #${r.index + 1}] ${clip(r.user, 160)}`)
    const got = r.clarifying ? `clarifying (${r.readings.join(', ')})` : r.situation
    if (!r.onThread) console.log(`    thread: expected ${r.thread.join(' | ')}; got ${got}`)
    if ((r.missingGroups?.length ?? 0) > 0)
      console.log(`    missing: ${r.missingGroups.map((g) => `[${g.join(' | ')}]`).join(' ')}`)
    if (r.violations.length > 0) console.log(`    must-not: ${r.violations.join(', ')}`)
    if (r.handled === false) console.log('    distress turn not handled')
    for (const sentence of r.repeated) console.log(`    repeated: "${clip(sentence, 120)}"`)
    console.log(`    reply: ${clip(r.text, 220)}`)
  }
}

const vite = await createSsrLoader()
try {
  const run = await vite.ssrLoadModule('/scripts/coach-conversations-run.ts')
  await (await vite.ssrLoadModule('/src/ai/offline/reader/shipped-reader.ts')).loadReader()
  const { conversationSetSchema } = await vite.ssrLoadModule(
    '/tests/coach-conversations/conversation-set.ts',
  )
  for (const part of parts) {
    const raw = JSON.parse(
      await readFile(new URL(`../tests/coach-conversations/${part}.json`, import.meta.url), 'utf8'),
    )
    const conversations = conversationSetSchema.parse(raw)
    const { figures, results } = run.evaluateConversations(conversations)
    printFigures(part, figures)
    if ((part === 'dev' && verbose) || (part === 'holdout' && holdoutMisses))
      printMisses(results, run.isMiss)
  }
} catch (error) {
  console.error('coach:conversations could not run:', error)
} finally {
  await vite.close()
}
// Measures, never gates: exit 0 whatever the figures.
process.exit(0)
