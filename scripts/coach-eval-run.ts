import type { CoachContext, CoachInput } from '../src/ai/coach-engine'
import { answerOffline } from '../src/ai/offline/offline-coach'
import type { ChatMessage, RoadmapProgressInput } from '../src/domain/coaching'
import { updateMemory } from '../src/domain/coaching'
import { runDiagnostic } from '../src/domain/diagnostic'
import type { DiagnosticAnswers } from '../src/domain/diagnostic/diagnostic-types'
import { samplePersonas } from '../src/domain/diagnostic/sample-personas'
import type { EvalItem } from '../tests/coach-eval/eval-set'

/**
 * Scores the offline coach on the evaluation set (tests/coach-eval). Loaded by scripts/coach-eval.mjs
 * through a Vite module server. Works with the coach that returns { intent, text } and with the one
 * that returns { situation, readings, act, confidence, clarifying, text }: a missing field scores as
 * wrong (no readings: the situation alone is the only reading).
 */

/** A fixed moment so the memory built for the context never depends on today's date. */
const fixedNow = new Date('2026-01-05T09:00:00.000Z')

/** Sam: a signed-in SDR aiming at Account Executive, from the SDR sample persona and the diagnostic. */
function samContext(): CoachContext {
  const answers: DiagnosticAnswers = {
    ...samplePersonas.sdrCloser.answers,
    first_name: 'Sam',
    email: 'sam@example.com',
  }
  const diagnostic = runDiagnostic(answers)
  const roadmap = diagnostic.selectedRoadmap
  const steps = roadmap.phases.flatMap((phase) => phase.steps)
  const roadmapProgress: RoadmapProgressInput = {
    roleId: diagnostic.careerMatches[0]?.roleId ?? 'ae',
    completedSteps: 1,
    totalSteps: steps.length,
    nextStepTitle: steps[1]?.title ?? steps[0]?.title ?? 'Next step',
  }
  const memory = updateMemory(null, {
    message: 'I want to move from SDR to Account Executive this year',
    reply: 'ok',
    diagnostic,
    answers,
    roadmapProgress,
    now: fixedNow,
  })
  return { firstName: 'Sam', memory, diagnostic, roadmapProgress }
}

export const contexts: Record<string, CoachContext> = {
  sam: samContext(),
  anonymous: { memory: null, diagnostic: null },
}

interface Reply {
  situation: string | null
  /** The situations the coach considered, best first (for a clarifying question: those it offers). */
  readings: string[]
  /** Today's coach reports an intent instead of a situation; shown in misses, never scored. */
  intent: string | null
  clarifying: boolean
  text: string
  ms: number
}

export interface ItemResult {
  id: string
  question: string
  expected: string
  /** The item's acceptable neighbours (tests/coach-eval/README.md). */
  acceptable: string[]
  got: string | null
  /** The first three readings, the answered situation first. */
  top3: string[]
  intent: string | null
  /** Top-1: the answered situation is the label. */
  situationOk: boolean
  /** Top-3: the label is among the first three readings. */
  top3Ok: boolean
  /**
   * Acceptable: an answer's situation is the label or an acceptable neighbour; a clarifying
   * question offers at least one of them among its readings.
   */
  acceptableOk: boolean
  missingGroups: string[][]
  violations: string[]
  clarifying: boolean
  text: string
}

export interface SplitFigures {
  items: number
  /** Share of items whose answered situation is the label. */
  top1: number
  /** Share of items whose label is among the first three readings (the situation first). */
  top3: number
  /** Share of items answered acceptably (see `ItemResult.acceptableOk`). */
  acceptableRate: number
  /** Share of items answered without a clarifying question. */
  coverage: number
  /** Among the items answered without a clarifying question, the share answered acceptably. */
  acceptableAnsweredRate: number
  clarifyingRate: number
  mustMentionRate: number
  mustNotViolations: number
  violations: { id: string; phrases: string[] }[]
  distinctAnswerRatio: number
  /**
   * Per answer, the share of its lines (trimmed, empty lines and lines under 20 characters left
   * out) found word for word in another item's answer; averaged over the answers that have such lines.
   */
  sharedLineRatio: number
  p50Ms: number
  p95Ms: number
}

export interface SplitReport {
  figures: SplitFigures
  results: ItemResult[]
}

/** Lowercase, straight quotes, single spaces: the form the phrases are written in. */
export function normalise(text: string): string {
  return text
    .toLowerCase()
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/\s+/g, ' ')
}

function toHistory(item: EvalItem): ChatMessage[] {
  return (item.history ?? []).map((turn, index) => ({
    id: `${item.id}-h${String(index)}`,
    role: turn.role,
    content: turn.content,
    timestamp: fixedNow.toISOString(),
  }))
}

function ask(item: EvalItem, context: CoachContext): Reply {
  const input: CoachInput = { message: item.question, history: toHistory(item), context }
  const started = performance.now()
  const answer = answerOffline(input) as unknown as Record<string, unknown>
  const ms = performance.now() - started
  const situation = typeof answer.situation === 'string' ? answer.situation : null
  const readings = Array.isArray(answer.readings)
    ? answer.readings.filter((id): id is string => typeof id === 'string')
    : []
  return {
    situation,
    readings: readings.length > 0 || situation === null ? readings : [situation],
    intent: typeof answer.intent === 'string' ? answer.intent : null,
    clarifying: answer.clarifying === true,
    text: typeof answer.text === 'string' ? answer.text : '',
    ms,
  }
}

function percentile(sorted: readonly number[], share: number): number {
  if (sorted.length === 0) return 0
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil(sorted.length * share) - 1))
  return sorted[index] ?? 0
}

function escape(phrase: string): string {
  return phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

/**
 * A phrase counts where a word starts with it: "unlock" finds "unlocked", but "hr" does not find
 * "through" and "ote" does not find "note".
 */
export function mentions(text: string, phrase: string): boolean {
  return new RegExp(`(^|[^a-z0-9])${escape(phrase)}`).test(text)
}

function score(item: EvalItem, reply: Reply): ItemResult {
  const text = normalise(reply.text)
  const acceptable = item.acceptable ?? []
  const fits = (id: string | null) =>
    id !== null && (id === item.situation || acceptable.includes(id))
  const top3 = (
    reply.situation === null
      ? reply.readings
      : [reply.situation, ...reply.readings.filter((id) => id !== reply.situation)]
  ).slice(0, 3)
  return {
    id: item.id,
    question: item.question,
    expected: item.situation,
    acceptable,
    got: reply.situation,
    top3,
    intent: reply.intent,
    situationOk: reply.situation === item.situation,
    top3Ok: top3.includes(item.situation),
    acceptableOk: reply.clarifying ? reply.readings.some(fits) : fits(reply.situation),
    missingGroups: item.mustMention.filter((group) => !group.some((p) => mentions(text, p))),
    violations: item.mustNot.filter((phrase) => mentions(text, phrase)),
    clarifying: reply.clarifying,
    text: reply.text,
  }
}

const share = (count: number, total: number) => (total === 0 ? 0 : count / total)

/** The lines of an answer the shared-line ratio counts: trimmed, at least 20 characters. */
function countedLines(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.length >= 20)
}

/**
 * The average, over answers with counted lines, of the share of an answer's counted lines that
 * appear word for word in another item's answer (a line repeated within one answer is not shared).
 */
export function sharedLineRatio(texts: readonly string[]): number {
  const lines = texts.map((text) => [...new Set(countedLines(text))])
  const holders = new Map<string, number>()
  for (const own of lines) for (const line of own) holders.set(line, (holders.get(line) ?? 0) + 1)
  const ratios = lines
    .filter((own) => own.length > 0)
    .map((own) => share(own.filter((line) => (holders.get(line) ?? 0) > 1).length, own.length))
  return share(
    ratios.reduce((sum, ratio) => sum + ratio, 0),
    ratios.length,
  )
}

/** Runs every item `rounds` times (the first round warms up); figures come from the last round. */
export function evaluate(items: readonly EvalItem[], contextName: string, rounds = 5): SplitReport {
  const context = contexts[contextName]
  if (context === undefined) throw new Error(`No context named ${contextName}`)
  const samples: number[] = []
  let replies: Reply[] = []
  for (let round = 0; round < rounds; round += 1) {
    replies = items.map((item) => ask(item, context))
    if (round > 0) samples.push(...replies.map((reply) => reply.ms))
  }
  const results = items.map((item, index) => score(item, replies[index] ?? ask(item, context)))
  samples.sort((a, b) => a - b)
  const violations = results
    .filter((r) => r.violations.length > 0)
    .map((r) => ({ id: r.id, phrases: r.violations }))
  const answered = results.filter((r) => !r.clarifying)
  const rate = (list: readonly ItemResult[], test: (r: ItemResult) => boolean) =>
    share(list.filter(test).length, list.length)
  return {
    results,
    figures: {
      items: items.length,
      top1: rate(results, (r) => r.situationOk),
      top3: rate(results, (r) => r.top3Ok),
      acceptableRate: rate(results, (r) => r.acceptableOk),
      coverage: share(answered.length, results.length),
      acceptableAnsweredRate: rate(answered, (r) => r.acceptableOk),
      mustMentionRate: rate(results, (r) => r.missingGroups.length === 0),
      mustNotViolations: violations.reduce((sum, v) => sum + v.phrases.length, 0),
      violations,
      distinctAnswerRatio: share(new Set(results.map((r) => r.text)).size, results.length),
      sharedLineRatio: sharedLineRatio(results.map((r) => r.text)),
      clarifyingRate: share(results.length - answered.length, results.length),
      p50Ms: percentile(samples, 0.5),
      p95Ms: percentile(samples, 0.95),
    },
  }
}
