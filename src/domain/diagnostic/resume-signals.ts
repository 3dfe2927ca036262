/** Matching resume text against the signal table, and step titles against a signal's topics. */
import type { ResumeInsights } from './diagnostic-types'
import type { ResumeSignal } from './resume-signal-table'
import { resumeSignals } from './resume-signal-table'

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')
}

/** Whole-word matcher: 'SPIN' must not fire on 'spinning', nor 'CRM' inside another word. */
function wordPattern(keyword: string): RegExp {
  return new RegExp(`(?:^|[^a-z0-9])${escapeRegExp(keyword.toLowerCase())}(?![a-z0-9])`)
}

const prefixPatterns = new Map<string, RegExp>()

/** Prefix matcher for step text: 'prospect' covers 'prospecting'. Patterns are compiled once. */
export function stepTextMentions(text: string, prefix: string): boolean {
  let pattern = prefixPatterns.get(prefix)
  if (pattern === undefined) {
    pattern = new RegExp(`(?:^|[^a-z0-9])${escapeRegExp(prefix.toLowerCase())}`)
    prefixPatterns.set(prefix, pattern)
  }
  return pattern.test(text.toLowerCase())
}

const patterns = new Map(
  resumeSignals.flatMap((signal) =>
    signal.keywords.map((keyword) => [keyword, wordPattern(keyword)]),
  ),
)

function fieldText(insights: ResumeInsights, field: ResumeSignal['fields'][number]): string {
  const value = insights[field]
  return (Array.isArray(value) ? value.join(' | ') : value).toLowerCase()
}

/** The first keyword of the signal found in the resume, in the table's spelling; undefined if none. */
function signalKeyword(signal: ResumeSignal, insights: ResumeInsights): string | undefined {
  const text = signal.fields.map((field) => fieldText(insights, field)).join(' | ')
  return signal.keywords.find((keyword) => patterns.get(keyword)?.test(text) === true)
}

/** Signal id -> the keyword that proved it. Read once per run; rules and mastery look it up. */
export type ResumeEvidence = ReadonlyMap<string, string>

export function readResume(insights: ResumeInsights | null): ResumeEvidence {
  const evidence = new Map<string, string>()
  if (insights === null) return evidence
  for (const signal of resumeSignals) {
    const keyword = signalKeyword(signal, insights)
    if (keyword !== undefined) evidence.set(signal.id, keyword)
  }
  return evidence
}

export function signalEvidence(signal: ResumeSignal, keyword: string): string {
  return signal.evidence.replace('{k}', keyword)
}
