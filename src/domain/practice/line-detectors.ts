import { detectorTables, sharedPieces } from './detector-tables'
import {
  lineCriteria,
  type DetectorTable,
  type LineCriterion,
  type LineVerdicts,
} from './line-detector-types'
import { countWords, splitSentences } from './normalise'

/**
 * Runs the detector tables (detector-tables/*.json) on a rep's line. Pure and deterministic; the
 * patterns are compiled once, so one line costs a few dozen regular-expression tests.
 */

/** Lower case, straight apostrophes, ',' and '?' as tokens, other punctuation gone, padded. */
export function normaliseForTables(text: string): string {
  const clean = text
    .toLowerCase()
    .replace(/[’‘`´]/g, "'")
    .replace(/[,?]/g, ' $& ')
    .replace(/[^a-z0-9$%:' ,?]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
  return ` ${clean} `
}

function expand(pattern: string): string {
  return pattern.replace(/\{([A-Z]+)\}/g, (whole, name: string) => {
    const piece = sharedPieces.pieces[name]
    if (piece === undefined) throw new Error(`Unknown piece ${whole}`)
    return piece
  })
}

function anyOf(patterns: readonly string[] | undefined): RegExp | null {
  if (!patterns || patterns.length === 0) return null
  return new RegExp(patterns.map((p) => `(?:${expand(p)})`).join('|'))
}

interface Compiled {
  table: DetectorTable
  any: RegExp | null
  all: RegExp[]
  unless: RegExp | null
  nonWord: RegExp | null
  exempt: RegExp | null
}

function compile(table: DetectorTable): Compiled {
  return {
    table,
    any: anyOf(table.any),
    all: (table.all ?? []).map((group) => anyOf(group)).filter((r): r is RegExp => r !== null),
    unless: anyOf(table.unless),
    nonWord: anyOf(table.tokens?.nonWord),
    exempt: anyOf(table.tokens?.exempt),
  }
}

const compiled = Object.fromEntries(
  lineCriteria.map((id) => [id, compile(detectorTables[id])]),
) as Record<LineCriterion, Compiled>

function tokenRuleHolds(c: Compiled, text: string): boolean {
  const rule = c.table.tokens
  if (!rule || !c.nonWord) return false
  const words = text.split(' ').filter((w) => /[a-z]/.test(w))
  if (words.length === 0) return false
  const odd = words.filter((w) => !c.exempt?.test(w) && c.nonWord?.test(w)).length
  return odd / words.length >= rule.minShare
}

/** One unit of raw text (a line or a sentence) against one table, ignoring its scope. */
function unitHits(c: Compiled, raw: string): boolean {
  const t = c.table
  if (t.minWords !== undefined && countWords(raw) < t.minWords) return false
  const text = normaliseForTables(raw)
  const signalled = c.any !== null || c.all.length > 0 || t.tokens !== undefined
  const signal =
    (c.any?.test(text) ?? false) ||
    (c.all.length > 0 && c.all.every((group) => group.test(text))) ||
    tokenRuleHolds(c, text)
  if (signalled && !signal) return false
  if (c.unless?.test(text)) return false
  return !(t.unlessCriteria ?? []).some((other) => detectCriterion(other, raw))
}

/** Whether one criterion's table hits the line, in the table's own scope. */
export function detectCriterion(id: LineCriterion, line: string): boolean {
  const c = compiled[id]
  switch (c.table.scope) {
    case 'line':
      return unitHits(c, line)
    case 'first_sentence':
      return unitHits(c, splitSentences(line)[0] ?? '')
    case 'sentence':
      return splitSentences(line).some((sentence) => unitHits(c, sentence))
  }
}

/** Every criterion's verdict on one line. */
export function detectLine(line: string): LineVerdicts {
  return Object.fromEntries(
    lineCriteria.map((id) => [id, detectCriterion(id, line)]),
  ) as LineVerdicts
}

/** Each question sentence in the line, open (invites a story) or closed (yes/no, a pick). */
export function questionKinds(line: string): ('open' | 'closed')[] {
  return splitSentences(line).flatMap((sentence) => {
    if (detectCriterion('open_question', sentence)) return ['open' as const]
    if (detectCriterion('closed_question', sentence)) return ['closed' as const]
    return []
  })
}
