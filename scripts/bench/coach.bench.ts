import { answerOffline, type CoachContext } from '../../src/ai'
import { questionTable } from '../../src/ai/testing/question-table'
import { chatMessage, mayaContext, strangerContext } from '../../src/ai/testing/coach-fixtures'
import type { ChatMessage } from '../../src/domain/coaching'

/** Offline coach budget (DESIGN.md section 7): one reply under 50 ms. */

export interface BenchRow {
  name: string
  runs: number
  medianMs: number
  p95Ms?: number
  budgetMs?: number
}

const budgetMs = 50
const warmupRounds = 20
const measuredRounds = 20

function percentile(sorted: readonly number[], share: number): number {
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil(sorted.length * share) - 1))
  return sorted[index] ?? Number.NaN
}

/**
 * A full window of history (10 messages) is the slow path: follow-ups re-read the earlier user
 * turns to find the thread.
 */
const longPost =
  'Been a BDR for 14 months, hitting about 110% most months. My manager keeps saying next quarter for the AE promo and I am starting to feel strung along. Should I start looking elsewhere or keep waiting?'
const fullHistory: ChatMessage[] = Array.from({ length: 5 }, (_, i) => [
  chatMessage('user', i % 2 === 0 ? longPost : 'why?'),
  chatMessage('assistant', `Reply ${String(i)}\n\n**Next step:** Email your manager a recap.`),
]).flat()

function time(context: CoachContext, rounds: number, history: ChatMessage[] = []): number[] {
  const samples: number[] = []
  for (let round = 0; round < rounds; round += 1) {
    for (const [message] of questionTable) {
      // A new text each round: understanding caches recent messages, and a real turn is new.
      const fresh = `${message} (${String(round)})`
      const start = performance.now()
      answerOffline({ message: fresh, history, context })
      samples.push(performance.now() - start)
    }
  }
  return samples
}

function row(name: string, context: CoachContext, history: ChatMessage[] = []): BenchRow {
  time(context, warmupRounds, history)
  const samples = time(context, measuredRounds, history).sort((a, b) => a - b)
  return {
    name,
    runs: samples.length,
    medianMs: percentile(samples, 0.5),
    p95Ms: percentile(samples, 0.95),
    budgetMs,
  }
}

export function run(): Promise<BenchRow[]> {
  const questions = String(questionTable.length)
  return Promise.resolve([
    row(`coach: offline reply, known user (${questions} questions)`, mayaContext),
    row(`coach: offline reply, new visitor (${questions} questions)`, strangerContext),
    row(
      `coach: offline reply, 10-message history (${questions} questions)`,
      mayaContext,
      fullHistory,
    ),
  ])
}
