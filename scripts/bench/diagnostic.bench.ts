import {
  personaAnswers,
  personaNames,
  runDiagnostic,
  sampleSdrResume,
  type DiagnosticAnswers,
  type ResumeInsights,
} from '../../src/domain/diagnostic'

/** Diagnostic scoring budget (DESIGN.md section 7): one runDiagnostic call under 5 ms. */

export interface BenchRow {
  name: string
  runs: number
  medianMs: number
  p95Ms?: number
  budgetMs?: number
}

const budgetMs = 5
const warmupRounds = 100
const measuredRounds = 100

interface Case {
  answers: DiagnosticAnswers
  insights: ResumeInsights | null
}

function cases(): Case[] {
  return personaNames.flatMap((name) => [
    { answers: personaAnswers(name), insights: null },
    { answers: personaAnswers(name), insights: sampleSdrResume },
  ])
}

function percentile(sorted: readonly number[], share: number): number {
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil(sorted.length * share) - 1))
  return sorted[index] ?? Number.NaN
}

function time(inputs: readonly Case[], rounds: number): number[] {
  const samples: number[] = []
  for (let round = 0; round < rounds; round += 1) {
    for (const { answers, insights } of inputs) {
      const start = performance.now()
      runDiagnostic(answers, insights)
      samples.push(performance.now() - start)
    }
  }
  return samples
}

export function run(): Promise<BenchRow[]> {
  const inputs = cases()
  time(inputs, warmupRounds)
  const samples = time(inputs, measuredRounds).sort((a, b) => a - b)
  return Promise.resolve([
    {
      name: `diagnostic: runDiagnostic (${String(personaNames.length)} personas, with and without resume)`,
      runs: samples.length,
      medianMs: percentile(samples, 0.5),
      p95Ms: percentile(samples, 0.95),
      budgetMs,
    },
  ])
}
