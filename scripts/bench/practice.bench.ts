import { getScenario, scoreCall, type TranscriptLine } from '../../src/domain/practice'
import { strongColdCall, weakColdCall } from '../../src/domain/practice/testing/sample-calls'
import type { BenchRow } from './coach.bench'

/** Practice room budget (issue 12): scoring a 20-turn transcript under 10 ms. */

const budgetMs = 10
const warmupRounds = 50
const measuredRounds = 200

/** 20 user turns (strong and weak lines in turn), each followed by a prospect line. */
function twentyTurns(): TranscriptLine[] {
  const lines = [...strongColdCall, ...weakColdCall]
  return Array.from({ length: 20 }, (_, i) => [
    { speaker: 'prospect' as const, text: 'Okay. Go on.', ...(i === 2 ? { objection: true } : {}) },
    { speaker: 'user' as const, text: lines[i % lines.length] ?? '' },
  ]).flat()
}

function percentile(sorted: readonly number[], share: number): number {
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil(sorted.length * share) - 1))
  return sorted[index] ?? Number.NaN
}

export function run(): Promise<BenchRow[]> {
  const scenario = getScenario('discovery-call')
  if (!scenario) throw new Error('discovery-call scenario missing')
  const transcript = twentyTurns()
  const samples: number[] = []
  for (let round = 0; round < warmupRounds + measuredRounds; round += 1) {
    const start = performance.now()
    scoreCall(transcript, scenario, 'ended_by_user')
    if (round >= warmupRounds) samples.push(performance.now() - start)
  }
  samples.sort((a, b) => a - b)
  return Promise.resolve([
    {
      name: 'practice: score a 20-turn transcript',
      runs: samples.length,
      medianMs: percentile(samples, 0.5),
      p95Ms: percentile(samples, 0.95),
      budgetMs,
    },
  ])
}
