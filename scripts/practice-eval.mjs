// Practice room detectors (issue 31, item 1): precision and recall of each detector table
// (src/domain/practice/detector-tables) on the labelled rep lines in tests/practice-eval/lines,
// for the dev and holdout parts (split by a hash of each line, fixed before tuning). It measures;
// it never gates (the done bar is precision >= 90% and recall >= 85% per criterion on holdout).
//   npm run practice:eval                        both parts
//   npm run practice:eval -- --verbose           also every dev line a detector gets wrong
//   npm run practice:eval -- --holdout-misses    also the holdout's wrong lines (never while tuning)
import { createSsrLoader } from './ssr-loader.mjs'

const args = process.argv.slice(2)
const verbose = args.includes('--verbose')
const holdoutMisses = args.includes('--holdout-misses')
const pct = (x) => `${(x * 100).toFixed(1)}%`.padStart(7)

const vite = await createSsrLoader()
try {
  const run = await vite.ssrLoadModule('/tests/practice-eval/eval-run.ts')
  const lines = run.allLines()
  console.log(`${lines.length} labelled lines`)
  for (const report of run.evaluate(lines)) {
    console.log(`\n${report.part} (${report.lines} lines)`)
    console.log('  criterion          positives  precision  recall   fp  fn')
    let below = 0
    for (const s of report.scores) {
      const ok = s.precision >= 0.9 && s.recall >= 0.85
      if (!ok) below += 1
      console.log(
        `  ${s.criterion.padEnd(18)} ${String(s.tp + s.fn).padStart(9)}  ${pct(s.precision)}  ${pct(s.recall)}  ${String(s.fp).padStart(3)} ${String(s.fn).padStart(3)}${ok ? '' : '  below the bar'}`,
      )
    }
    console.log(
      `  ${below === 0 ? 'every criterion meets' : `${below} criteria below`} precision >= 90% and recall >= 85%`,
    )
    const show = report.part === 'dev' ? verbose : holdoutMisses
    if (!show) continue
    for (const s of report.scores) {
      for (const text of s.falsePositives)
        console.log(`    ${s.criterion} said yes, label no: ${text}`)
      for (const text of s.falseNegatives)
        console.log(`    ${s.criterion} said no, label yes: ${text}`)
    }
  }
} finally {
  await vite.close()
}
